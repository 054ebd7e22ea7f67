import { adminInquirySchema } from '@dd/core';
import type { AdminInquiry, InquiryUpdate } from '@dd/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { ADMIN_PROPERTIES_KEY, adminCall, adminGet } from '@/lib/admin-api';
import { API_BASE_URL, ApiError } from '@/lib/api-client';
import { clearAdminSession, getAdminToken } from '@/lib/auth-storage';

export const ADMIN_INQUIRIES_KEY = ['admin', 'inquiries'] as const;

/** GET /api/admin/inquiries: every inquiry, newest first, with whether it was handled and the note. */
export const adminInquiriesQueryOptions = () =>
  queryOptions({
    queryKey: ADMIN_INQUIRIES_KEY,
    queryFn: ({ signal }) => adminGet('/admin/inquiries', z.array(adminInquirySchema), { signal }),
  });

export function useAdminInquiries() {
  return useQuery(adminInquiriesQueryOptions());
}

/** PATCH /api/admin/inquiries/{id}: handled or not, and the note; the list and the listings' counts follow. */
export function useUpdateInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: InquiryUpdate }) =>
      adminCall(`/admin/inquiries/${encodeURIComponent(id)}`, adminInquirySchema, {
        method: 'PATCH',
        body: change,
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData<AdminInquiry[]>(ADMIN_INQUIRIES_KEY, (list) =>
        list?.map((inquiry) => (inquiry.id === updated.id ? updated : inquiry)),
      );
      void queryClient.invalidateQueries({ queryKey: ADMIN_PROPERTIES_KEY });
    },
  });
}

/** Downloads GET /api/admin/inquiries.csv as the file the server names. */
export async function downloadInquiriesCsv(): Promise<void> {
  const response = await fetch(`${API_BASE_URL}/admin/inquiries.csv`, {
    headers: { Authorization: `Bearer ${getAdminToken() ?? ''}` },
  });
  if (response.status === 401) clearAdminSession();
  if (!response.ok) throw new ApiError(response.status, '', 'The export could not be downloaded');
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'inquiries.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
