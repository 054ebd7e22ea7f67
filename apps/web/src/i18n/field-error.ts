import { PASSWORD_MESSAGES, PERSON_NAME_MESSAGE, PHONE_COUNTRY_MESSAGE, PHONE_MESSAGE } from '@dd/core';

import { type MessageKey, translate } from './i18n';

/**
 * The English messages of the shared rules (packages/core, whose words the API returns too) that a
 * form shows under a field, by the key of their text in the catalogs. A fragment ('is required') is
 * said with the field's label: '{label} is required'.
 */
const KNOWN: Record<string, MessageKey> = {
  'is required': 'field.required',
  'must be text': 'field.text',
  'must be a valid email address': 'field.email',
  [PHONE_MESSAGE]: 'field.phone',
  [PHONE_COUNTRY_MESSAGE]: 'field.phoneCountry',
  [PERSON_NAME_MESSAGE]: 'field.personName',
  'must be the 6-digit code from the e-mail': 'field.code',
  [PASSWORD_MESSAGES.length]: 'password.length',
  [PASSWORD_MESSAGES.uppercase]: 'password.uppercase',
  [PASSWORD_MESSAGES.number]: 'password.number',
  [PASSWORD_MESSAGES.special]: 'password.special',
  [PASSWORD_MESSAGES.failed]: 'field.passwordFailed',
  [PASSWORD_MESSAGES.mismatch]: 'field.passwordMismatch',
  [PASSWORD_MESSAGES.newMismatch]: 'field.newPasswordMismatch',
};

/**
 * A field's error as shown, in the current language: a known rule's message translated, a fragment
 * put after the label ('Full name is required'); any other text as it is.
 */
export function fieldErrorText(label: string, error: string): string {
  const key = KNOWN[error];
  if (key) return translate(key, { label });
  const max = /^must be at most (\d+) characters$/.exec(error)?.[1];
  if (max) return translate('field.tooLong', { label, max });
  return /^[a-z]/.test(error) ? `${label} ${error}` : error;
}
