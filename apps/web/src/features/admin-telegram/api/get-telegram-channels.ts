import { telegramChannelSchema } from '@dd/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { adminGet } from '@/lib/admin-api';

export const TELEGRAM_CHANNELS_KEY = ['admin', 'telegram', 'channels'] as const;

/** A channel shows up once Telegram tells the bot it was added: an open tab asks again now and then. */
const CHANNELS_REFRESH_MS = 10_000;

/** GET /api/admin/telegram/channels: the channels the bot was added to, with their mode and counts. */
export const telegramChannelsQueryOptions = () =>
  queryOptions({
    queryKey: TELEGRAM_CHANNELS_KEY,
    queryFn: ({ signal }) => adminGet('/admin/telegram/channels', z.array(telegramChannelSchema), { signal }),
  });

export function useTelegramChannels() {
  return useQuery({ ...telegramChannelsQueryOptions(), refetchInterval: CHANNELS_REFRESH_MS });
}
