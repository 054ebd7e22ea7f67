/** Control characters: browsers drop tabs and newlines from a URL, so '/\t/evil.com' would become '//evil.com'. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const ORIGIN = 'http://next.invalid';

/**
 * The `next` parameter of the account screens when it is a path on this site ('/property/…'), else
 * null: it must start with a single '/' (not '//' or '/\', which browsers read as another host), have
 * no scheme and no control characters. Anything else is ignored, so a link can never send a visitor
 * who logs in to another site.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value[1] === '/' || value[1] === '\\' || CONTROL.test(value)) return null;
  try {
    // What the browser would make of it: still this site, and the same path.
    return new URL(value, ORIGIN).origin === ORIGIN ? value : null;
  } catch {
    return null;
  }
}

const LISTING_PATH = /^\/property\/([^/?#]+)\/?$/;

/** The id of the listing a safe `next` path leads to ('/property/{id}'), else null. */
export function nextListingId(next: string | null): string | null {
  const encoded = next === null ? undefined : LISTING_PATH.exec(next)?.[1];
  if (encoded === undefined) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** An account screen's address carrying `next` ('/login?next=/property/…'); slashes stay readable. */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next).replace(/%2F/gi, '/')}` : path;
}
