import { telegramStatusSchema, type TelegramStatus } from '@dd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminCall } from '@/lib/admin-api';

import { TELEGRAM_STATUS_KEY } from './get-telegram-status';

/** PUT /api/admin/telegram/bot {token}: checked with Telegram and saved; answers the bot's status. */
export function connectBot(token: string): Promise<TelegramStatus> {
  return adminCall('/admin/telegram/bot', telegramStatusSchema, { method: 'PUT', body: { token } });
}

/** DELETE /api/admin/telegram/bot: the bot saved in the dashboard is forgotten; answers the status. */
export function removeBot(): Promise<TelegramStatus> {
  return adminCall('/admin/telegram/bot', telegramStatusSchema, { method: 'DELETE' });
}

/** Either change: the tab shows the answer at once, and the set-up list asks again. */
function useBotChange<T>(change: (input: T) => Promise<TelegramStatus>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (status) => {
      queryClient.setQueryData(TELEGRAM_STATUS_KEY, status);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'setup'] });
    },
  });
}

export const useConnectBot = () => useBotChange(connectBot);
export const useRemoveBot = () => useBotChange(removeBot);
