import { isApiError } from '@/lib/api-client';
import { translate } from '@/i18n/i18n';
import { serverText } from '@/i18n/server-text';

import { failureMessage } from '../api/auth-answer';
import { AUTH_MESSAGES } from './auth-constants';

/** The toast of a failed login (SPEC §8): 403 means the e-mail is not verified yet. */
export function loginFailure(error: unknown): string {
  if (isApiError(error) && error.status === 403) return serverText(AUTH_MESSAGES.verifyFirst);
  return failureMessage(error, serverText(AUTH_MESSAGES.invalidCredentials));
}

/**
 * What the form itself says about a failed login, in the visitor's language: wrong credentials (401)
 * in a sentence that names what to check (the e-mail, or an admin's username), and too many attempts
 * (429) as the server says it. Null otherwise: a 403 offers the way to verify instead, and a failure
 * that is not about this login (no connection, the server's) is the toast's alone.
 */
export function loginFailureOnForm(error: unknown, byEmail: boolean): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 401)
    return translate(byEmail ? 'auth.wrongEmailOrPassword' : 'auth.wrongUsernameOrPassword');
  if (error.status === 429) return loginFailure(error);
  return null;
}
