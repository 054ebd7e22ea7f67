import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { adminCall } from '@/lib/admin-api';

const acceptedSchema = z.object({ job_id: z.string() });

/** POST /api/admin/market/imports (multipart `file`): 202 with the id of the import job to follow. */
export function startMarketImport(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return adminCall('/admin/market/imports', acceptedSchema, { method: 'POST', body: form }).then(
    (accepted) => accepted.job_id,
  );
}

export function useStartMarketImport() {
  return useMutation({ mutationFn: startMarketImport });
}
