import type { ExternalToast } from 'sonner';

import { paths } from '@/config/paths';

/** How long the confirmation stays: long enough to reach its link and button. */
const CREATED_TOAST_MS = 10_000;

/**
 * What follows 'Property created successfully!': a link to the new listing ("View listing") and "Add
 * another", which brings back an empty, focused Quick Add box (the dashboard shows Properties meanwhile).
 */
export function createdToast(id: string | null, onAddAnother?: () => void): ExternalToast {
  return {
    duration: CREATED_TOAST_MS,
    description: id ? (
      <a
        href={paths.property.getHref(id)}
        className="font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-900"
      >
        View listing
      </a>
    ) : undefined,
    action: onAddAnother ? { label: 'Add another', onClick: onAddAnother } : undefined,
  };
}
