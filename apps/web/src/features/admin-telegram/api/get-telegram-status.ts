import { telegramStatusSchema } from '@dd/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminGet } from '@/lib/admin-api';

export const TELEGRAM_STATUS_KEY = ['admin', 'telegram', 'status'] as const;

/** How often an open Telegram tab asks again: the bot connects, drops and comes back on its own. */
export const STATUS_REFRESH_MS = 10_000;

/** GET /api/admin/telegram/status: whether the bot is on and connected, and why not. */
export const telegramStatusQueryOptions = () =>
  queryOptions({
    queryKey: TELEGRAM_STATUS_KEY,
    queryFn: ({ signal }) => adminGet('/admin/telegram/status', telegramStatusSchema, { signal }),
  });

/** While a bot just connected is starting, the tab asks every second, to show it connected at once. */
export const STARTING_REFRESH_MS = 1000;

export function useTelegramStatus() {
  return useQuery({
    ...telegramStatusQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.connection === 'starting' ? STARTING_REFRESH_MS : STATUS_REFRESH_MS,
  });
}
