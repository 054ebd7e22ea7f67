import { inquirySchema } from '@dd/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { adminGet } from '@/lib/admin-api';

/** GET /api/admin/inquiries: every inquiry, newest first. */
export const adminInquiriesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'inquiries'],
    queryFn: ({ signal }) => adminGet('/admin/inquiries', z.array(inquirySchema), { signal }),
  });

export function useAdminInquiries() {
  return useQuery(adminInquiriesQueryOptions());
}
