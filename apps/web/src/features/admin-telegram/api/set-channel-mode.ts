import { telegramChannelSchema } from '@dd/core';
import type { ChannelMode, TelegramChannel } from '@dd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminCall } from '@/lib/admin-api';

import { TELEGRAM_CHANNELS_KEY } from './get-telegram-channels';

export interface ChannelModeInput {
  chatId: string;
  mode: ChannelMode;
}

/** PUT /api/admin/telegram/channels/{chat_id} {mode}: the channel as it is now. */
export function setChannelMode({ chatId, mode }: ChannelModeInput): Promise<TelegramChannel> {
  return adminCall(`/admin/telegram/channels/${encodeURIComponent(chatId)}`, telegramChannelSchema, {
    method: 'PUT',
    body: { mode },
  });
}

export function useSetChannelMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setChannelMode,
    onSuccess: (channel) => {
      // The answer is the channel as it is now: the list shows it without asking again.
      queryClient.setQueryData<TelegramChannel[]>(TELEGRAM_CHANNELS_KEY, (list) =>
        list?.map((c) => (c.chat_id === channel.chat_id ? channel : c)),
      );
    },
  });
}
