import type { Language } from '@dd/core';
import { emailLocale } from './i18n.ts';
import { renderEmail, SITE_NAME, type RenderedEmail } from './layout.ts';

export type SignInLinkEmailInput = {
  /** The full URL, e.g. https://…/sign-in?token=… */
  link: string;
  minutes: number;
} & ({ account: 'admin'; username: string } | { account: 'visitor'; name: string; language?: Language });

/**
 * Sent when a login from a new device meets an account locked for new devices (issue 42): a
 * one-time link that signs its owner in, to an admin (in English) or a visitor (in their language).
 */
export function signInLinkEmail(input: SignInLinkEmailInput): RenderedEmail {
  const { t, language, minutes } = emailLocale(input.account === 'visitor' ? input.language : 'en');
  const site = SITE_NAME;
  return renderEmail({
    language,
    subject: t('signInLink.subject', { site }),
    heading: t('signInLink.heading'),
    paragraphs: [
      t('signInLink.hello', { name: input.account === 'admin' ? input.username : input.name }),
      t('signInLink.intro', { site, minutes: minutes(input.minutes) }),
      t('signInLink.ignore'),
    ],
    link: { url: input.link, label: t('signInLink.button') },
    reason: t('signInLink.reason', { site }),
  });
}
