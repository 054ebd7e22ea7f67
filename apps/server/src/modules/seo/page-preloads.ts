import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from './seo-meta.ts';

/**
 * The web app's screens whose HTML gets preload hints, by their module in the Vite build manifest.
 * Each screen is a lazily loaded chunk: without a hint the browser learns of it only after the entry
 * script has run, one round trip too late.
 */
const SCREEN_MODULES = {
  home: 'src/app/routes/home.tsx',
  property: 'src/app/routes/property.tsx',
} as const;
export type Screen = keyof typeof SCREEN_MODULES;
/** The app itself (router, providers), which the small entry imports once the page can start it. */
const APP_MODULE = 'src/app/start.tsx';

/**
 * How the web app shows listing photos (apps/web/src/features/properties/components/property-images.ts):
 * a preload must ask for the very file the page will use, or the browser fetches two. Cards always use
 * the card file. A listing's page uses the card file on phones, and from 48rem lets the browser choose
 * between both files for a slot that is full width below 64rem, then three fifths of the page.
 */
export const PHONE_MEDIA = '(max-width: 47.99rem)';
export const WIDER_MEDIA = '(min-width: 48rem)';
export const FULL_SIZES =
  '(min-width: 80rem) 710px, (min-width: 64rem) calc(60vw - 3.6rem), calc(100vw - 2rem)';

/** Longest side of the card variant (apps/server/src/modules/images/image-store.ts). */
const CARD_MAX_SIDE = 640;

/** A stored listing image: full-size and card WebP paths and the full size. */
export interface SizedImage {
  path: string;
  card_path: string;
  width: number;
  height: number;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The build manifest (dist/.vite/manifest.json), or undefined when it is missing or unreadable. */
export function readManifest(webDist: string): Manifest | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Manifest) : undefined;
  } catch {
    return undefined;
  }
}

/** A chunk and everything it imports statically, each once. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dependency of chunk.imports ?? []) closure(manifest, dependency, seen);
  return seen;
}

/**
 * Per screen, the script paths ('/assets/home-abc.js') it needs beyond the entry, which index.html
 * already loads with its own imports: the app's module and the screen's, with what they import. A
 * screen the manifest lacks gets none.
 */
export function screenScripts(manifest: Manifest | undefined): Record<Screen, string[]> {
  const scripts: Record<Screen, string[]> = { home: [], property: [] };
  if (!manifest) return scripts;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entry = entryKey ? closure(manifest, entryKey) : new Set<string>();
  for (const screen of Object.keys(scripts) as Screen[]) {
    if (!manifest[SCREEN_MODULES[screen]]) continue;
    const needed = closure(manifest, APP_MODULE);
    closure(manifest, SCREEN_MODULES[screen], needed);
    scripts[screen] = [...needed].filter((key) => !entry.has(key)).map((key) => `/${manifest[key]!.file}`);
  }
  return scripts;
}

/**
 * 'card.webp 640w, full.webp 1600w', as the web app writes it; undefined when there is no choice (the
 * upload was no larger than a card, or its size is unknown): the page then shows the full file alone.
 */
export function imageSrcset(image: SizedImage): string | undefined {
  if (!(image.width > 0 && image.height > 0)) return undefined;
  const cardWidth = Math.round(
    image.width * Math.min(1, CARD_MAX_SIDE / Math.max(image.width, image.height)),
  );
  return cardWidth < image.width
    ? `${image.card_path} ${cardWidth}w, ${image.path} ${image.width}w`
    : undefined;
}

/** Which of a page's photos to preload: a card's, or a listing page's main photo. */
export interface ImageHint {
  image: SizedImage;
  slot: 'card' | 'full';
}

/** The <link> tags that start the screen's scripts and its largest image with the page itself. */
export function renderPreloads(scripts: string[], hint: ImageHint | null): string[] {
  const tags: string[] = [];
  const link = (attributes: Record<string, string>) =>
    `<link rel="preload" as="image" ${Object.entries(attributes)
      .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
      .join(' ')} />`;
  if (hint?.slot === 'full') {
    // The page's largest paint: fetched at once, ahead of the scripts that will show it.
    const { image } = hint;
    const srcset = imageSrcset(image);
    if (srcset) {
      tags.push(
        link({ href: image.card_path, media: PHONE_MEDIA, fetchpriority: 'high' }),
        link({
          href: image.path,
          imagesrcset: srcset,
          imagesizes: FULL_SIZES,
          media: WIDER_MEDIA,
          fetchpriority: 'high',
        }),
      );
    } else {
      tags.push(link({ href: image.path, fetchpriority: 'high' }));
    }
  } else if (hint?.slot === 'card') {
    // On a phone the first card is below the hero, out of view: its bytes would only slow the scripts.
    // Wider screens may show it; it keeps the default priority of images, below the scripts'.
    tags.push(link({ href: hint.image.card_path, media: WIDER_MEDIA }));
  }
  for (const script of scripts) {
    tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(script)}" />`);
  }
  return tags;
}

/**
 * The chunks (in /assets, without '.js') of the screens a server-rendered page shows (route ids such as
 * 'routes/home', modules of apps/web/src/app), beyond the entry and the app, which the entry preloads
 * itself: the entry preloads these too once the page has painted.
 */
export function screenChunks(manifest: Manifest | undefined, screens: string[]): string[] {
  if (!manifest) return [];
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = closure(manifest, APP_MODULE, entryKey ? closure(manifest, entryKey) : new Set());
  const needed = new Set<string>();
  for (const screen of screens) {
    for (const key of closure(manifest, `src/app/${screen}.tsx`)) if (!loaded.has(key)) needed.add(key);
  }
  return [...needed].map((key) => manifest[key]!.file.replace(/^assets\//, '').replace(/\.js$/, ''));
}
