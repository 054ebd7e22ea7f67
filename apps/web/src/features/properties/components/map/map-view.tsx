import { parseMapBox } from '@dd/core';
import type { MapBox, PropertySummary } from '@dd/core';
import { useCallback, useEffect, useRef, useState } from 'react';

import { XIcon } from '@/components/ui/card-icons';
import { useT } from '@/i18n/use-t';
import { canDrawMaps, DUBAI_CENTER, DUBAI_ZOOM, MAX_ZOOM } from '@/lib/map/map-basics';
import { fitView, screenPoint, viewBox } from '@/lib/map/mercator';

import { useMapMarkers } from '../../api/get-map-markers';
import type { MapMarker } from '../../api/get-map-markers';
import { usePropertyCard } from '../../api/get-property-card';
import type * as EngineModule from './map-engine';
import type { MapEngine } from './map-engine';
import { aroundBox, boxParam, isOnePlace, markerQuery } from './map-camera';
import type { MapCamera } from './map-camera';
import { MapCard } from './map-card';
import { MarkerLayer, markerKey } from './map-markers';
import { useMapStack } from './use-map-stack';

export interface MapViewProps {
  /** The list's filters and order as a query of GET /api/properties, without a box. */
  listQuery: string;
  /** The same without the order: what the markers are asked with. */
  filters: string;
  /** The box the list follows now ('' for none): the map opens on it. */
  listBox: string;
  /** The list follows the map as it moves ("Search as I move the map"). */
  follow: boolean;
  onFollow: (follow: boolean) => void;
  /** Gives the list the map's box (in the URL, in place of the last one). */
  onBox: (bbox: string) => void;
}

/** The list after the map (property-listing.tsx), which the map's first link skips to. */
const LIST_ID = 'deals-list';

/**
 * The map beside the list (its own chunk, loaded when the visitor opens the map): on a phone or a
 * tablet above the list, on a wide screen beside it and in view while the list scrolls.
 */
export default function MapPanel(props: MapViewProps) {
  return (
    <div className="relative mb-6 h-[60svh] min-h-72 overflow-hidden rounded-2xl ring-1 ring-slate-200 lg:sticky lg:top-4 lg:order-2 lg:mb-0 lg:h-[calc(100svh-2rem)]">
      <MapView {...props} />
    </div>
  );
}

/** What the card under the map shows: one listing, or the listings of one place no zoom separates. */
type Selection = { key: string; id: string } | { key: string; box: MapBox } | null;

// MapLibre and the map's own code, asked for as soon as the map view is (the first markers do not wait).
let loadingEngine: Promise<typeof EngineModule> | undefined;
const loadEngine = () =>
  (loadingEngine ??= import('./map-engine').catch((error: unknown) => {
    loadingEngine = undefined;
    throw error;
  }));

/**
 * The map of the home page (its own chunk, loaded when the visitor opens it): a marker per listing, or
 * per cluster of listings, with its price; a cluster zooms in on a tap, a listing opens its card under
 * the map. The list beside it follows the map's box while "Search as I move the map" is on; else a
 * "Search this area" button gives it the box. Markers are buttons (Tab reaches them); the list after
 * the map is the same deals for a screen reader, which the first link skips to.
 */
function MapView({ listQuery, filters, listBox, follow, onFollow, onBox }: MapViewProps) {
  const { t } = useT();
  const container = useRef<HTMLDivElement>(null);
  const overlay = useRef<HTMLDivElement>(null);
  const engineRef = useRef<MapEngine>(undefined);
  const [engine, setEngine] = useState<MapEngine>();
  // The first markers, on the page itself, until MapLibre's take over.
  const [firstMarkers, setFirstMarkers] = useState<MarkerLayer>();
  const [camera, setCamera] = useState<MapCamera>();
  const [drawable] = useState(canDrawMaps);
  const [selection, setSelection] = useState<Selection>(null);
  // The visitor moved the map since the list last took its box (with the list not following it).
  const [movedAway, setMovedAway] = useState(false);
  // The latest props for the map's own event handlers, which are bound once.
  const latest = useRef({ follow, onBox });
  useEffect(() => {
    latest.current = { follow, onBox };
  }, [follow, onBox]);
  const initialBox = useRef(listBox);

  /** A marker chosen: a listing's card, a cluster zoomed to, or the listings of one place in a row. */
  const choose = useCallback((marker: MapMarker) => {
    const key = markerKey(marker);
    const map = engineRef.current;
    if (marker.id !== null) setSelection({ key, id: marker.id });
    else if (!marker.box) return;
    else if (map && !isOnePlace(marker.box) && map.canZoomIn()) map.zoomTo(marker.box);
    else setSelection({ key, box: aroundBox(marker.box) });
  }, []);

  useEffect(() => {
    const element = container.current;
    if (!element || !drawable) return;
    // The first view from the container's size: the markers are asked for now, and drawn on the page
    // until MapLibre, loading meanwhile, opens on the same view (a phone on a slow network waits
    // seconds for the library, not for the deals).
    const { clientWidth: width, clientHeight: height } = element;
    const box = parseMapBox(initialBox.current);
    const view = box
      ? fitView(box, width, height, MAX_ZOOM)
      : { center: DUBAI_CENTER, zoom: DUBAI_ZOOM, width, height };
    const first = { box: viewBox(view), zoom: view.zoom };
    const onPage = overlay.current;
    const firstLayer =
      onPage &&
      new MarkerLayer((marker, data) => {
        const { x, y } = screenPoint(view, data.lng, data.lat);
        Object.assign(marker.style, {
          position: 'absolute',
          left: `${x}px`,
          top: `${y}px`,
          transform: 'translate(-50%, -50%)',
        });
        onPage.append(marker);
        return () => marker.remove();
      }, choose);
    setFirstMarkers(firstLayer ?? undefined);
    setCamera(first);
    // Without a box in the URL the list takes the map's first one, in place (Back leaves the map).
    if (latest.current.follow && !box) latest.current.onBox(boxParam(first.box));

    let cancelled = false;
    loadEngine()
      .then(({ startMapEngine }) => {
        if (cancelled) return;
        const started = startMapEngine({
          container: element,
          view,
          label: t('map.label'),
          onChoose: choose,
          onMapClick: () => setSelection(null),
          onMoved: (now, byVisitor) => {
            setCamera(now);
            // The visitor's own moves, not the map's first fit, change the list.
            if (!byVisitor) return;
            if (latest.current.follow) latest.current.onBox(boxParam(now.box));
            else setMovedAway(true);
          },
        });
        engineRef.current = started;
        firstLayer?.clear();
        setFirstMarkers(undefined);
        setEngine(started);
      })
      .catch((error: unknown) => {
        // WebGL there but refused (a lost context, a blocked GPU), or the chunk did not load: the
        // first markers and the list still work.
        console.error('The map could not be drawn', error);
      });
    return () => {
      cancelled = true;
      firstLayer?.clear();
      engineRef.current?.remove();
      engineRef.current = undefined;
    };
    // The map is made once; the text of its label is the page's language at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawable]);

  const markers = useMapMarkers(camera ? markerQuery(filters, camera) : null);
  const layer = engine?.markers ?? firstMarkers;
  useEffect(() => {
    if (!layer || !markers.data) return;
    layer.show(markers.data.markers);
    layer.select(selection?.key ?? null);
  }, [layer, markers.data, selection]);

  // Escape closes the card.
  useEffect(() => {
    if (!selection) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSelection(null);
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [selection]);

  const here = camera ? boxParam(camera.box) : '';
  const total = markers.data?.total;

  return (
    <section aria-label={t('map.region')} className="relative size-full overflow-hidden bg-[#cfe4ef]">
      <a
        href={`#${LIST_ID}`}
        className="sr-only z-30 rounded-lg bg-white px-3 py-2 text-sm font-semibold shadow focus:not-sr-only focus:absolute focus:start-2 focus:top-2"
      >
        {t('map.skipToList')}
      </a>
      {/* Before the map, so that Tab reaches them before the markers. */}
      {drawable && (
        <div className="pointer-events-none absolute start-2 top-2 z-20 flex flex-col items-start gap-2">
          <label className="pointer-events-auto flex cursor-pointer items-center gap-2 rounded-lg bg-white/95 px-3 py-2 text-sm font-medium text-slate-800 shadow ring-1 ring-slate-200">
            <input
              type="checkbox"
              className="size-4 accent-navy-700"
              checked={follow}
              onChange={(event) => {
                onFollow(event.target.checked);
                setMovedAway(false);
                if (event.target.checked && here) onBox(here);
              }}
            />
            {t('map.followMap')}
          </label>
          {!follow && movedAway && (
            <button
              type="button"
              className="pointer-events-auto rounded-full bg-navy-800 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-navy-900 focus-visible:ring-4 focus-visible:ring-gold-500 focus-visible:outline-none"
              onClick={() => {
                setMovedAway(false);
                onBox(here);
              }}
            >
              {t('map.searchHere')}
            </button>
          )}
        </div>
      )}
      {/* MapLibre makes its container relative: the container fills a box of its own. */}
      <div className="absolute inset-0">
        <div ref={container} className="size-full" />
      </div>
      {/* The first markers, before MapLibre has drawn the map under them. */}
      <div ref={overlay} className="pointer-events-none absolute inset-0 [&>*]:pointer-events-auto" />
      {!drawable ? (
        <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-slate-700">
          {t('map.unavailable')}
        </p>
      ) : (
        <>
          <p aria-live="polite" className="sr-only">
            {total !== undefined && t('map.markersSummary', { count: total })}
          </p>
          {markers.isError && (
            <p
              role="status"
              className="absolute inset-x-2 bottom-2 z-20 rounded-lg bg-white/95 px-3 py-2 text-center text-sm text-rose-700 shadow"
            >
              {t('map.markersFailed')}
            </p>
          )}
          {selection && (
            <MapSelection
              selection={selection}
              listQuery={listQuery}
              onClose={() => setSelection(null)}
              closeLabel={t('map.closeCard')}
            />
          )}
        </>
      )}
    </section>
  );
}

/** The card of the chosen listing, or a row of the cards of one place, at the foot of the map. */
function MapSelection({
  selection,
  listQuery,
  onClose,
  closeLabel,
}: {
  selection: NonNullable<Selection>;
  listQuery: string;
  onClose: () => void;
  closeLabel: string;
}) {
  return (
    <div className="absolute inset-x-2 bottom-2 z-20 sm:start-auto sm:end-2 sm:w-96">
      <button
        type="button"
        aria-label={closeLabel}
        onClick={onClose}
        className="absolute -top-3 end-1 z-10 flex size-7 items-center justify-center rounded-full bg-white text-slate-700 shadow ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:ring-4 focus-visible:ring-gold-500 focus-visible:outline-none"
      >
        <XIcon className="size-4" />
      </button>
      {'id' in selection ? (
        <OneListing id={selection.id} />
      ) : (
        <OnePlace box={selection.box} listQuery={listQuery} />
      )}
    </div>
  );
}

function OneListing({ id }: { id: string }) {
  const { data } = usePropertyCard(id);
  return data ? <MapCard property={data} /> : <CardSkeleton />;
}

function OnePlace({ box, listQuery }: { box: MapBox; listQuery: string }) {
  const { t } = useT();
  const { data } = useMapStack(listQuery, box);
  if (!data) return <CardSkeleton />;
  return (
    <div>
      <p className="mb-1 w-fit rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-slate-700 shadow">
        {t('map.herePlace', { count: data.total })}
      </p>
      <ul className="flex snap-x gap-2 overflow-x-auto pb-1">
        {data.items.map((property: PropertySummary) => (
          <li key={property.id} className="w-[85%] shrink-0 snap-start sm:w-full">
            <MapCard property={property} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function CardSkeleton() {
  return <div className="h-28 animate-pulse rounded-xl bg-white/90 shadow-lg ring-1 ring-slate-200" />;
}
