import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FULL_SIZES,
  imageSrcset,
  PHONE_MEDIA,
  readManifest,
  renderPreloads,
  screenScripts,
  WIDER_MEDIA,
} from './page-preloads.ts';

/**
 * A build manifest shaped like Vite's: a small entry that imports the app, two screens sharing chunks,
 * and an unrelated screen.
 */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    dynamicImports: ['src/app/start.tsx', 'src/app/routes/home.tsx'],
  },
  'src/app/start.tsx': {
    file: 'assets/start-a1.js',
    isDynamicEntry: true,
    imports: ['_react-r1.js', '_site-s1.js', 'index.html'],
    dynamicImports: ['src/app/routes/home.tsx', 'src/app/routes/property.tsx'],
  },
  '_react-r1.js': { file: 'assets/react-r1.js' },
  '_site-s1.js': { file: 'assets/site-s1.js', imports: ['_react-r1.js'] },
  'src/app/routes/home.tsx': {
    file: 'assets/home-h1.js',
    isDynamicEntry: true,
    imports: ['_site-s1.js', '_images-i1.js', 'index.html'],
  },
  'src/app/routes/property.tsx': {
    file: 'assets/property-p1.js',
    isDynamicEntry: true,
    imports: ['_images-i1.js', '_form-f1.js', 'index.html', 'src/app/start.tsx'],
  },
  '_images-i1.js': { file: 'assets/images-i1.js', imports: ['_icons-c1.js'] },
  '_icons-c1.js': { file: 'assets/icons-c1.js' },
  '_form-f1.js': { file: 'assets/form-f1.js', imports: ['_icons-c1.js'] },
  'src/app/routes/admin/dashboard.tsx': { file: 'assets/dashboard-d1.js', isDynamicEntry: true },
};

const landscape = { path: '/uploads/full.webp', card_path: '/uploads/card.webp', width: 1600, height: 1000 };

describe('screen scripts', () => {
  it("lists the app's and each screen's chunks and what they import, without the entry itself", () => {
    const app = ['/assets/start-a1.js', '/assets/react-r1.js', '/assets/site-s1.js'];
    expect(screenScripts(MANIFEST)).toEqual({
      home: [...app, '/assets/home-h1.js', '/assets/images-i1.js', '/assets/icons-c1.js'],
      property: [
        ...app,
        '/assets/property-p1.js',
        '/assets/images-i1.js',
        '/assets/icons-c1.js',
        '/assets/form-f1.js',
      ],
    });
  });

  it('lists nothing without a manifest, or for a screen the manifest lacks', () => {
    expect(screenScripts(undefined)).toEqual({ home: [], property: [] });
    const { 'src/app/routes/property.tsx': _property, ...homeOnly } = MANIFEST;
    expect(screenScripts(homeOnly).property).toEqual([]);
  });

  it('reads the manifest from the build directory, and shrugs off a missing or broken one', () => {
    const dist = mkdtempSync(join(tmpdir(), 'dd-manifest-'));
    try {
      expect(readManifest(dist)).toBeUndefined();
      mkdirSync(join(dist, '.vite'));
      writeFileSync(join(dist, '.vite', 'manifest.json'), '{"index.html": {');
      expect(readManifest(dist)).toBeUndefined();
      writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
      expect(screenScripts(readManifest(dist)).home).toContain('/assets/home-h1.js');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('image preloads', () => {
  it('gives the card its width as stored (longest side 640) next to the full file', () => {
    expect(imageSrcset(landscape)).toBe('/uploads/card.webp 640w, /uploads/full.webp 1600w');
    expect(imageSrcset({ ...landscape, width: 1200, height: 1600 })).toBe(
      '/uploads/card.webp 480w, /uploads/full.webp 1200w',
    );
  });

  it('preloads the full file alone when there is no choice of sizes, as the page shows it', () => {
    for (const size of [
      { width: 600, height: 400 },
      { width: 0, height: 0 },
    ]) {
      expect(imageSrcset({ ...landscape, ...size })).toBeUndefined();
      expect(renderPreloads([], { image: { ...landscape, ...size }, slot: 'full' })).toEqual([
        '<link rel="preload" as="image" href="/uploads/full.webp" fetchpriority="high" />',
      ]);
    }
  });

  it("preloads a listing page's photo as the card on phones and by srcset on wider screens", () => {
    expect(renderPreloads([], { image: landscape, slot: 'full' })).toEqual([
      `<link rel="preload" as="image" href="/uploads/card.webp" media="${PHONE_MEDIA}" fetchpriority="high" />`,
      '<link rel="preload" as="image" href="/uploads/full.webp" ' +
        'imagesrcset="/uploads/card.webp 640w, /uploads/full.webp 1600w" ' +
        `imagesizes="${FULL_SIZES}" media="${WIDER_MEDIA}" fetchpriority="high" />`,
    ]);
  });

  it("preloads the first card's file for wider screens only, without raising its priority", () => {
    expect(renderPreloads([], { image: landscape, slot: 'card' })).toEqual([
      `<link rel="preload" as="image" href="/uploads/card.webp" media="${WIDER_MEDIA}" />`,
    ]);
  });

  it('adds the scripts as module preloads and escapes every value', () => {
    const tags = renderPreloads(['/assets/home-h1.js'], {
      image: { ...landscape, card_path: '/uploads/"><script>x</script>.webp' },
      slot: 'card',
    });
    expect(tags[0]).toContain('href="/uploads/&#34;&#62;&#60;script&#62;x&#60;/script&#62;.webp"');
    expect(tags[0]).not.toContain('<script>');
    expect(tags[1]).toBe('<link rel="modulepreload" crossorigin href="/assets/home-h1.js" />');
    expect(renderPreloads([], null)).toEqual([]);
  });
});
