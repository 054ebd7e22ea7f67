import { inMapBox, UAE_BOX } from '@dd/core';

/**
 * The listing form's map pin (ADR 0059), as pure state: the map, the two inputs and the reset button
 * all change one PinDraft, and the form sends what pinFormFields says: lat and lng only when the admin
 * changed the pin in this edit, so that otherwise the gazetteer keeps following the name and location.
 */

export interface PinPoint {
  lat: number;
  lng: number;
}

export interface PinDraft {
  /** The Latitude and Longitude inputs' text. */
  lat: string;
  lng: string;
  /** The admin moved, typed or reset the pin in this edit. */
  changed: boolean;
  /** What the form opened with: where a reset of a pin the gazetteer placed goes back to. */
  initial: { lat: string; lng: string; byHand: boolean };
}

/** Where the pin comes from, as the text under the map says it. */
export type PinSource =
  /** An admin placed it (now, or before and kept). */
  | 'hand'
  /** The gazetteer's point, as stored. */
  | 'gazetteer'
  /** Given back to the gazetteer: its point comes with the saved listing. */
  | 'gazetteer-on-save'
  /** No point yet: a new listing, or a location the gazetteer does not know. */
  | 'unplaced';

/** The messages under the inputs: each input's own, and one for the pair (`both`). */
export interface PinErrors {
  lat?: string;
  lng?: string;
  both?: string;
}

/** One arrow key moves the pin this far (about 55 m north-south); with Shift ten times as far. */
export const PIN_STEP = 0.0005;

/** Degrees kept: 5 decimals, about a metre. */
export const roundDegrees = (value: number): number => Math.round(value * 1e5) / 1e5;

export const formatDegrees = (value: number): string => roundDegrees(value).toFixed(5);

const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;
const ONE = new RegExp(`^(${NUMBER})°?$`, 'u');
// "25.0801, 55.1403" as Google Maps copies a point (latitude first), also "(25.08 55.14)" or "25.08;55.14".
// Both with decimals: "25,08" is a latitude written with a decimal comma, not a pair.
const DECIMAL = String.raw`[-+]?\d{1,3}\.\d+`;
const PAIR = new RegExp(`^\\(?\\s*(${DECIMAL})°?\\s*(?:[,;]\\s*|\\s+)(${DECIMAL})°?\\s*\\)?$`, 'u');

/** A number of degrees as typed ("25.0801", "25.0801°"); null for anything else. */
export function readDegrees(text: string): number | null {
  const match = ONE.exec(text.trim());
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** A latitude and longitude pasted together ("25.0801, 55.1403"), else null. */
export function readPair(text: string): { lat: string; lng: string } | null {
  const match = PAIR.exec(text.trim());
  if (match?.[1] === undefined || match[2] === undefined) return null;
  return { lat: match[1], lng: match[2] };
}

/** The pin a listing opens with: its stored point, placed by hand when an admin placed it. */
export function pinFromListing(
  listing: { lat?: number | null; lng?: number | null; pin_moved?: boolean } | null,
): PinDraft {
  const placed = listing?.lat != null && listing.lng != null;
  const initial = {
    lat: placed ? formatDegrees(listing.lat as number) : '',
    lng: placed ? formatDegrees(listing.lng as number) : '',
    byHand: placed && listing.pin_moved === true,
  };
  return { lat: initial.lat, lng: initial.lng, changed: false, initial };
}

/** The pin dropped on the map, dragged there or moved by a key: placed by hand, 5 decimals. */
export function placePin(draft: PinDraft, point: PinPoint): PinDraft {
  return { ...draft, lat: formatDegrees(point.lat), lng: formatDegrees(point.lng), changed: true };
}

/** One input typed in. */
export function typePin(draft: PinDraft, field: 'lat' | 'lng', text: string): PinDraft {
  return { ...draft, [field]: text, changed: true };
}

/**
 * A "lat, lng" pair pasted into either input fills both; null when the pasted text is not a pair
 * (it goes into the input as typed).
 */
export function pastePin(draft: PinDraft, text: string): PinDraft | null {
  const pair = readPair(text);
  return pair ? { ...draft, ...pair, changed: true } : null;
}

/**
 * "Reset to the gazetteer's point": a pin the gazetteer placed goes back to where the form opened
 * (nothing is sent); a pin an admin placed before is given back to the gazetteer (both sent empty).
 */
export function resetPin(draft: PinDraft): PinDraft {
  const { initial } = draft;
  return initial.byHand
    ? { ...draft, lat: '', lng: '', changed: true }
    : { ...draft, lat: initial.lat, lng: initial.lng, changed: false };
}

const blank = (draft: PinDraft) => draft.lat.trim() === '' && draft.lng.trim() === '';

export function pinSource(draft: PinDraft): PinSource {
  if (draft.changed) return blank(draft) ? 'gazetteer-on-save' : 'hand';
  if (draft.initial.byHand) return 'hand';
  return draft.initial.lat === '' ? 'unplaced' : 'gazetteer';
}

/** The point the inputs give, when both are numbers inside the UAE; else null (no marker). */
export function pinPoint(draft: PinDraft): PinPoint | null {
  const lat = readDegrees(draft.lat);
  const lng = readDegrees(draft.lng);
  if (lat === null || lng === null || !inMapBox({ lat, lng }, UAE_BOX)) return null;
  return { lat, lng };
}

const UAE_RANGES = `latitude ${UAE_BOX.south} to ${UAE_BOX.north}, longitude ${UAE_BOX.west} to ${UAE_BOX.east}`;

export const PIN_MESSAGES = {
  latMissing: 'Enter the latitude too, or clear both',
  lngMissing: 'Enter the longitude too, or clear both',
  latNumber: 'Latitude must be a number of degrees, like 25.08012',
  lngNumber: 'Longitude must be a number of degrees, like 55.14034',
  outside: `The pin must be in the UAE: ${UAE_RANGES}`,
  swapped: `Latitude and longitude look swapped: in the UAE, ${UAE_RANGES}`,
} as const;

/**
 * What is wrong with the pin the admin typed, as the server's rule says it (both or neither, inside
 * UAE_BOX); null when the form may send it. A pin the admin did not change is never wrong.
 */
export function pinErrors(draft: PinDraft): PinErrors | null {
  if (!draft.changed || blank(draft)) return null;
  const errors: PinErrors = {};
  if (draft.lat.trim() === '') errors.lat = PIN_MESSAGES.latMissing;
  else if (readDegrees(draft.lat) === null) errors.lat = PIN_MESSAGES.latNumber;
  if (draft.lng.trim() === '') errors.lng = PIN_MESSAGES.lngMissing;
  else if (readDegrees(draft.lng) === null) errors.lng = PIN_MESSAGES.lngNumber;
  if (errors.lat || errors.lng) return errors;
  const lat = readDegrees(draft.lat) as number;
  const lng = readDegrees(draft.lng) as number;
  if (inMapBox({ lat, lng }, UAE_BOX)) return null;
  return { both: inMapBox({ lat: lng, lng: lat }, UAE_BOX) ? PIN_MESSAGES.swapped : PIN_MESSAGES.outside };
}

/**
 * The form's lat and lng: none when the admin left the pin alone; both empty to give it back to the
 * gazetteer; else the typed or placed point to 5 decimals. Only for a draft without pinErrors.
 */
export function pinFormFields(draft: PinDraft): { lat: string; lng: string } | null {
  if (!draft.changed) return null;
  if (blank(draft)) return { lat: '', lng: '' };
  const point = pinPoint(draft);
  if (!point) throw new Error('pinFormFields: the pin has errors');
  return { lat: String(roundDegrees(point.lat)), lng: String(roundDegrees(point.lng)) };
}

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [1, 0],
  ArrowDown: [-1, 0],
  ArrowRight: [0, 1],
  ArrowLeft: [0, -1],
};

/**
 * The pin moved by an arrow key (north, south, east, west), PIN_STEP a press (ten with Shift), kept
 * inside the UAE; null for any other key.
 */
export function nudgePin(point: PinPoint, key: string, large = false): PinPoint | null {
  const direction = ARROWS[key];
  if (!direction) return null;
  const step = large ? PIN_STEP * 10 : PIN_STEP;
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
  return {
    lat: roundDegrees(clamp(point.lat + direction[0] * step, UAE_BOX.south, UAE_BOX.north)),
    lng: roundDegrees(clamp(point.lng + direction[1] * step, UAE_BOX.west, UAE_BOX.east)),
  };
}
