import type { SecretHasher } from '../../lib/codes.ts';

/** What an unsubscribe link names: the alert and the generation of links it was sent in. */
export interface UnsubscribeSubject {
  id: string;
  unsubscribe_generation: number;
}

/** Generation 0 signs what every link signed before generations (issue 42), so those stay valid. */
const signed = (alert: UnsubscribeSubject) =>
  alert.unsubscribe_generation === 0
    ? `alert-unsubscribe:${alert.id}`
    : `alert-unsubscribe:${alert.id}:${alert.unsubscribe_generation}`;

/**
 * The token of an alert's unsubscribe link: the saved search's id and an HMAC-SHA256 of it and of
 * its generation under the server's secret (no login needed, and no other alert can be named with
 * it). It does not expire, but turning the alert on again raises its generation: the links of the
 * e-mails sent before no longer turn it off.
 */
export const unsubscribeToken = (hasher: SecretHasher, alert: UnsubscribeSubject): string =>
  `${alert.id}.${hasher.hash(signed(alert))}`;

/** The alert id a token names, and its signature; null when it is no token at all. */
export function readUnsubscribeToken(token: string): { id: string; signature: string } | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const signature = token.slice(dot + 1);
  if (!/^[0-9a-f]{64}$/.test(signature)) return null;
  return { id: token.slice(0, dot), signature };
}

/** Whether the signature is that of the alert's current links. */
export const signsCurrentLinks = (hasher: SecretHasher, alert: UnsubscribeSubject, signature: string) =>
  hasher.matches(signed(alert), signature);
