import type { Language } from '@dd/core';
import { emailLocale } from './i18n.ts';
import { renderEmail, SITE_NAME, type RenderedEmail } from './layout.ts';

export type PasswordResetEmailInput = {
  /** The full reset URL, e.g. https://…/reset-password?token=… */
  link: string;
  /** How long the link stays valid (SPEC §9: 10 minutes). */
  minutes: number;
} & (
  | { account: 'admin'; username: string }
  | { account: 'visitor'; name: string; email: string; language?: Language }
);

/**
 * Sent after "forgot password": a one-time link to set a new password, to an admin (in English) or
 * a visitor (in their language).
 */
export function passwordResetEmail(input: PasswordResetEmailInput): RenderedEmail {
  const { t, language, minutes } = emailLocale(input.account === 'visitor' ? input.language : 'en');
  const site = SITE_NAME;
  const validity = t('passwordReset.validity', { minutes: minutes(input.minutes) });
  const ignore = t('passwordReset.ignore');
  const paragraphs =
    input.account === 'admin'
      ? [
          `Hello ${input.username},`,
          `We received a request to reset the password of the admin account "${input.username}". ${validity}`,
          ignore,
        ]
      : [
          t('passwordReset.hello', { name: input.name }),
          t('passwordReset.request', { site, email: input.email, validity }),
          ignore,
        ];
  return renderEmail({
    language,
    subject: t('passwordReset.subject', { site }),
    heading: t('passwordReset.heading'),
    paragraphs,
    link: { url: input.link, label: t('passwordReset.button') },
    reason:
      input.account === 'admin'
        ? `a password reset was requested for your ${SITE_NAME} admin account`
        : t('passwordReset.reason', { site }),
  });
}
