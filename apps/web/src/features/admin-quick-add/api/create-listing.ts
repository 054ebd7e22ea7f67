import type { PropertyForm } from '@dd/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminRequest } from '@/lib/admin-api';
import { ApiError } from '@/lib/api-client';

import { AD_PREVIEWS_KEY } from './preview-telegram-ad';

export interface CreateListingInput {
  /** The pasted ad. */
  telegramText: string;
  /** Photos to attach, in order (multipart `images`). */
  photos: readonly File[];
  /** The preview's fields after the admin corrected some of them; null when nothing was corrected. */
  corrected: PropertyForm | null;
  /** The admin saw that the ad looks like a deal already listed and creates it all the same. */
  createAnyway?: boolean;
}

/**
 * Create Property was refused: the ad looks like a deal already listed (409 `same_deal`, ADR 0019).
 * `detail` is the server's sentence, naming that listing; `?create_anyway=true` creates it all the same.
 */
export class SameDealError extends Error {
  readonly detail: string;

  constructor(detail: string) {
    super(detail || 'This looks like a deal already listed. Create it anyway?');
    this.name = 'SameDealError';
    this.detail = this.message;
  }
}

/** POST /api/admin/parse-telegram-ad: the server reads the text and creates the listing (422 names what is missing). */
async function createFromText(
  telegramText: string,
  photos: readonly File[],
  createAnyway: boolean,
): Promise<unknown> {
  const path = `/admin/parse-telegram-ad${createAnyway ? '?create_anyway=true' : ''}`;
  let body: FormData | { telegram_text: string } = { telegram_text: telegramText };
  if (photos.length > 0) {
    body = new FormData();
    body.append('telegram_text', telegramText);
    for (const photo of photos) body.append('images', photo);
  }
  try {
    return await adminRequest(path, { method: 'POST', body });
  } catch (error) {
    // The only 409 of this endpoint: its body is {detail, code: "same_deal", same_as}.
    if (error instanceof ApiError && error.status === 409) throw new SameDealError(error.detail);
    throw error;
  }
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

/** The id the server gave the new listing (both endpoints answer it), or null when the answer has none. */
const createdId = (answer: unknown): string | null =>
  typeof answer === 'object' && answer !== null && 'id' in answer && typeof answer.id === 'string'
    ? answer.id
    : null;

/**
 * Creates the listing of a Quick Add; resolves with its id.
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
export async function createListing({
  telegramText,
  photos,
  corrected,
  createAnyway = false,
}: CreateListingInput): Promise<{ id: string | null }> {
  const answer = corrected
    ? await createFromForm(corrected, photos)
    : await createFromText(telegramText, photos, createAnyway);
  return { id: createdId(answer) };
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: () => {
      // The dashboard's Properties tab and the public listing show the new deal; an ad of it pasted
      // again is previewed as a deal already listed.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'properties'] });
      void queryClient.invalidateQueries({ queryKey: ['properties'] });
      void queryClient.invalidateQueries({ queryKey: AD_PREVIEWS_KEY });
    },
    onError: (error) => {
      // The preview said nothing of it (a listing made meanwhile): read it again, it now names the listing.
      if (error instanceof SameDealError) void queryClient.invalidateQueries({ queryKey: AD_PREVIEWS_KEY });
    },
  });
}
