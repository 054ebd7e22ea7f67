import { statisticsSchema } from '@dd/core';
import type { StatisticsPeriod } from '@dd/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { adminGet } from '@/lib/admin-api';

/** GET /api/admin/statistics?days=…: every figure of the Statistics tab for the period. */
export const statisticsQueryOptions = (days: StatisticsPeriod) =>
  queryOptions({
    queryKey: ['admin', 'statistics', days],
    queryFn: ({ signal }) => adminGet(`/admin/statistics?days=${days}`, statisticsSchema, { signal }),
    staleTime: 60_000,
  });

/** The period's figures; the previous period's stay on screen while another one loads. */
export function useStatistics(days: StatisticsPeriod) {
  return useQuery({ ...statisticsQueryOptions(days), placeholderData: keepPreviousData });
}
