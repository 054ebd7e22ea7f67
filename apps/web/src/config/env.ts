/**
 * Build-time settings (Vite reads VITE_* variables when `npm run build` runs). Both default to the
 * single-process setup, where the server serves the API, the images and this app on one origin.
 * - VITE_API_BASE_URL: where the API lives (default `/api`), e.g. `https://api.example.com/api`.
 * - VITE_BACKEND_URL: the host image paths are relative to (default: this site's own origin).
 */
const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, '');

export const env = {
  apiBaseUrl: withoutTrailingSlash(import.meta.env.VITE_API_BASE_URL || '/api'),
  backendUrl: withoutTrailingSlash(import.meta.env.VITE_BACKEND_URL || ''),
} as const;

/** An image path the API returned (relative to the backend host) as a URL the browser can load. */
export function backendAssetUrl(path: string): string {
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:') || path.startsWith('blob:')) return path;
  return `${env.backendUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
