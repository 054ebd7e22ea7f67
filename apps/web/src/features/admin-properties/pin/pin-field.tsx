import { MapPin, RotateCcw } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import type { RefObject } from 'react';

import { Button } from '@/components/ui/button';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { Field, Input } from '@/components/ui/form-field';

import {
  formatDegrees,
  pastePin,
  pinErrors,
  pinFormFields,
  pinFromListing,
  pinPoint,
  pinSource,
  placePin,
  resetPin,
  typePin,
} from './pin-draft';
import type { PinDraft, PinErrors, PinPoint, PinSource } from './pin-draft';
import type * as PinMapModule from './pin-map';

// MapLibre (about 230 KB) loads with the form's map, never with the admin's other screens.
// Never in the server's renderer of the pages (no WebGL there): MapLibre stays out of its bundle.
const PinMap = lazy(() =>
  import.meta.env.SSR ? new Promise<typeof PinMapModule>(() => {}) : import('./pin-map'),
);

export const PIN_SOURCE_TEXT: Record<PinSource, string> = {
  hand: 'Placed by hand',
  gazetteer: 'Placed from the gazetteer',
  'gazetteer-on-save': "Placed from the gazetteer when saved: its point for the listing's name and location",
  unplaced:
    'Placed from the gazetteer when saved, if it knows the location. Click the map to place it by hand.',
};

interface Listing {
  lat?: number | null;
  lng?: number | null;
  pin_moved?: boolean;
}

export interface PinFieldState {
  draft: PinDraft;
  update: (change: (draft: PinDraft) => PinDraft) => void;
  /** The messages shown: none until the admin first tries to save. */
  errors: PinErrors;
  inputs: { lat: RefObject<HTMLInputElement | null>; lng: RefObject<HTMLInputElement | null> };
  /**
   * On save: the form's lat and lng (null: send none), or 'invalid' after showing why and, with
   * `focus`, moving to the first wrong input.
   */
  check: (focus: boolean) => { lat: string; lng: string } | null | 'invalid';
}

/** The pin's state for the listing form, from the listing (null: a new one). */
export function usePinField(listing: Listing | null): PinFieldState {
  const [draft, update] = useState(() => pinFromListing(listing));
  const [checked, setChecked] = useState(false);
  const lat = useRef<HTMLInputElement>(null);
  const lng = useRef<HTMLInputElement>(null);
  const check = (focus: boolean) => {
    setChecked(true);
    const errors = pinErrors(draft);
    if (!errors) return pinFormFields(draft);
    if (focus) (errors.lng && !errors.lat ? lng : lat).current?.focus();
    return 'invalid' as const;
  };
  return { draft, update, errors: (checked && pinErrors(draft)) || {}, inputs: { lat, lng }, check };
}

/**
 * "Map pin" on the listing form: the map (click, drag, arrow keys), where the pin comes from and its
 * coordinates, a reset to the gazetteer's point, and the two inputs, which take a "lat, lng" pair
 * pasted from Google Maps.
 */
export function PinField({ pin }: { pin: PinFieldState }) {
  const { draft, update, errors, inputs } = pin;
  const bothId = useId();
  const source = pinSource(draft);
  const point = pinPoint(draft);
  const onPick = useCallback((picked: PinPoint) => update((current) => placePin(current, picked)), [update]);

  return (
    <fieldset className="mt-4">
      <legend className="mb-2 text-sm font-medium text-slate-800">Map pin</legend>
      <div className="h-[260px] w-full overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
        <ErrorBoundary
          fallback={<MapMissing text="The map could not be loaded. Type the coordinates below." />}
        >
          <Suspense fallback={<MapMissing text="Loading the map…" />}>
            <PinMap point={point} onPick={onPick} />
          </Suspense>
        </ErrorBoundary>
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="flex items-start gap-1.5 text-sm text-slate-700" aria-live="polite">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-600" />
          <span>
            {PIN_SOURCE_TEXT[source]}
            {point && (source === 'hand' || source === 'gazetteer')
              ? ` · ${formatDegrees(point.lat)}, ${formatDegrees(point.lng)}`
              : ''}
          </span>
        </p>
        {source === 'hand' && (
          <Button variant="outline" size="sm" onClick={() => update(resetPin)}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Reset to the gazetteer&apos;s point
          </Button>
        )}
      </div>
      <div className="mt-3 grid grid-cols-2 gap-4">
        {(['lat', 'lng'] as const).map((field) => (
          <Field
            key={field}
            label={field === 'lat' ? 'Latitude' : 'Longitude'}
            error={errors[field]}
            describedBy={errors.both ? bothId : undefined}
          >
            {(props) => (
              <Input
                {...props}
                aria-invalid={props['aria-invalid'] || Boolean(errors.both)}
                ref={inputs[field]}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                placeholder={field === 'lat' ? '25.08012' : '55.14034'}
                value={draft[field]}
                onChange={(event) => {
                  const text = event.target.value;
                  update((current) => typePin(current, field, text));
                }}
                onPaste={(event) => {
                  const pasted = pastePin(draft, event.clipboardData.getData('text'));
                  if (!pasted) return;
                  event.preventDefault();
                  update(() => pasted);
                }}
              />
            )}
          </Field>
        ))}
      </div>
      {errors.both ? (
        <p id={bothId} className="mt-1 text-sm text-rose-700">
          {errors.both}
        </p>
      ) : (
        <p className="mt-1 text-xs text-slate-500">
          Click the map or drag the pin, or type the coordinates; &ldquo;25.08012, 55.14034&rdquo; as copied
          from Google Maps fills both.
        </p>
      )}
    </fieldset>
  );
}

function MapMissing({ text }: { text: string }) {
  return (
    <p className="flex h-full items-center justify-center px-6 text-center text-sm text-slate-600">{text}</p>
  );
}
