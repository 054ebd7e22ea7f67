import type { Language } from '@dd/core';
import { emailLocale } from './i18n.ts';
import { renderEmail, SITE_NAME, type RenderedEmail } from './layout.ts';

export interface VerificationCodeEmailInput {
  name: string;
  code: string;
  /** How long the code stays valid (SPEC §9: 10 minutes). */
  minutes: number;
  /** The visitor's language; English when not given. */
  language?: Language;
  /** The address was registered before and is not verified yet: the e-mail says so plainly. */
  again?: boolean;
}

/** Sent after registration: the 6-digit code that verifies the visitor's e-mail address. */
export function verificationCodeEmail(input: VerificationCodeEmailInput): RenderedEmail {
  const { t, language, minutes } = emailLocale(input.language);
  const site = SITE_NAME;
  return renderEmail({
    language,
    subject: t('verification.subject', { code: input.code }),
    heading: t('verification.heading'),
    paragraphs: [
      t('verification.hello', { name: input.name }),
      t(input.again ? 'verification.again' : 'verification.intro', { site }),
    ],
    code: input.code,
    reason: t('verification.reason', { site, minutes: minutes(input.minutes) }),
  });
}
