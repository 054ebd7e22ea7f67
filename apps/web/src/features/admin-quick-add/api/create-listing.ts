import type { PropertyForm } from '@dd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminRequest } from '@/lib/admin-api';

export interface CreateListingInput {
  /** The pasted ad. */
  telegramText: string;
  /** Photos to attach, in order (multipart `images`). */
  photos: readonly File[];
  /** The preview's fields after the admin corrected some of them; null when nothing was corrected. */
  corrected: PropertyForm | null;
}

/** POST /api/admin/parse-telegram-ad: the server reads the text and creates the listing (422 names what is missing). */
function createFromText(telegramText: string, photos: readonly File[]): Promise<unknown> {
  if (photos.length === 0) {
    return adminRequest('/admin/parse-telegram-ad', {
      method: 'POST',
      body: { telegram_text: telegramText },
    });
  }
  const body = new FormData();
  body.append('telegram_text', telegramText);
  for (const photo of photos) body.append('images', photo);
  return adminRequest('/admin/parse-telegram-ad', { method: 'POST', body });
}

/** POST /api/admin/properties: the multipart property form of SPEC §7, with the photos as `images`. */
function createFromForm(form: PropertyForm, photos: readonly File[]): Promise<unknown> {
  const body = new FormData();
  for (const [name, value] of Object.entries(form)) {
    if (value !== null && value !== undefined) body.append(name, String(value));
  }
  for (const photo of photos) body.append('images', photo);
  return adminRequest('/admin/properties', { method: 'POST', body });
}

/**
 * Creates the listing of a Quick Add.
 *
 * Without corrections the text itself is posted to the Quick Add endpoint: the server parses it and
 * applies its own rules (name derived from type and location, 422 naming what a listing lacks).
 *
 * With corrections the corrected fields are the listing, so they go to POST /api/admin/properties as
 * the same multipart form the Add Property modal sends. Posting the text again would parse it again and
 * lose what the admin fixed; creating from the text and then editing would leave a wrong listing
 * behind whenever the edit failed. That endpoint checks the form like the property form does (every
 * field but brochure link, parking and the checkboxes required), so the tab checks the corrected
 * fields with the same shared schema before sending.
 */
export async function createListing({ telegramText, photos, corrected }: CreateListingInput): Promise<void> {
  if (corrected) await createFromForm(corrected, photos);
  else await createFromText(telegramText, photos);
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: () => {
      // The dashboard's Properties tab and the public listing show the new deal.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'properties'] });
      void queryClient.invalidateQueries({ queryKey: ['properties'] });
    },
  });
}
