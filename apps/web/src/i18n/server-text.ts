import type { MessageDescriptor } from '@lingui/core';

import { i18n, withCounts } from './i18n';

/**
 * The server's message for a visitor in the current language. The catalogs hold each message a
 * visitor's call can answer with under `server.` + its English words, each number written `{n}`
 * ('server.Too many attempts. Please try again in {n} minutes.'), so no table of messages comes with
 * the app; a message the catalogs do not hold (or before they load) is shown as the server wrote it.
 */
export function serverText(detail: string): string {
  const id = `server.${detail.replace(/\d+/g, '{n}')}`;
  if (!(id in i18n.messages)) return detail;
  const n = /\d+/.exec(detail)?.[0];
  return i18n._({
    id,
    values: withCounts({ n: n === undefined ? undefined : Number(n) }),
  } as MessageDescriptor);
}
