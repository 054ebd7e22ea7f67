import { renderEmail, SITE_NAME, type RenderedEmail } from './layout.ts';

export interface PasswordResetEmailInput {
  username: string;
  /** The full reset URL, e.g. https://…/reset-password?token=… */
  link: string;
  /** How long the link stays valid (SPEC §9: 10 minutes). */
  minutes: number;
}

/** Sent to the admin after "forgot password": a one-time link to set a new password. */
export function passwordResetEmail(input: PasswordResetEmailInput): RenderedEmail {
  return renderEmail({
    subject: `Reset your ${SITE_NAME} password`,
    heading: 'Reset your password',
    paragraphs: [
      `Hello ${input.username},`,
      `We received a request to reset the password of the admin account "${input.username}". Open the link below to choose a new password. The link expires in ${input.minutes} minutes and can be used once.`,
      'If you did not ask for this, ignore this e-mail: your password stays unchanged.',
    ],
    link: { url: input.link, label: 'Reset password' },
    reason: `a password reset was requested for your ${SITE_NAME} admin account`,
  });
}
