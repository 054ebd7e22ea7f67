import { telegramAlertsStatusSchema, telegramLinkSchema } from '@dd/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiCall, apiGet, apiRequest } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';

export const telegramAlertsKey = ['telegram-alerts'] as const;

/** GET /api/me/telegram: whether the site has a bot, and the visitor's linked chat. */
export const telegramAlertsQuery = () =>
  queryOptions({
    queryKey: telegramAlertsKey,
    queryFn: ({ signal }) =>
      apiGet('/me/telegram', telegramAlertsStatusSchema, { token: getToken(), signal }),
  });

/** The state; while a link waits to be used in Telegram, it is asked again every few seconds. */
export const useTelegramAlerts = (waitingForLink: boolean) =>
  useQuery({ ...telegramAlertsQuery(), refetchInterval: waitingForLink ? 3000 : false });

/** POST /api/me/telegram-link: a one-time t.me link. */
export const createTelegramLink = () =>
  apiCall('/me/telegram-link', telegramLinkSchema, { method: 'POST', token: getToken() });

/** DELETE /api/me/telegram: alerts no longer go to the chat. */
export const unlinkTelegram = async (): Promise<void> => {
  await apiRequest('/me/telegram', { method: 'DELETE', token: getToken() });
};

export function useTelegramAlertMutations() {
  const queryClient = useQueryClient();
  return {
    link: useMutation({ mutationFn: createTelegramLink }),
    unlink: useMutation({
      mutationFn: unlinkTelegram,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: telegramAlertsKey }),
    }),
  };
}
