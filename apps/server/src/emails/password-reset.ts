import { renderEmail, SITE_NAME, type RenderedEmail } from './layout.ts';

export type PasswordResetEmailInput = {
  /** The full reset URL, e.g. https://…/reset-password?token=… */
  link: string;
  /** How long the link stays valid (SPEC §9: 10 minutes). */
  minutes: number;
} & ({ account: 'admin'; username: string } | { account: 'visitor'; name: string; email: string });

/** Sent after "forgot password": a one-time link to set a new password, to an admin or a visitor. */
export function passwordResetEmail(input: PasswordResetEmailInput): RenderedEmail {
  const validity = `Open the link below to choose a new password. The link expires in ${input.minutes} minutes and can be used once.`;
  const ignore = 'If you did not ask for this, ignore this e-mail: your password stays unchanged.';
  const paragraphs =
    input.account === 'admin'
      ? [
          `Hello ${input.username},`,
          `We received a request to reset the password of the admin account "${input.username}". ${validity}`,
          ignore,
        ]
      : [
          `Hello ${input.name},`,
          `We received a request to reset the password of your ${SITE_NAME} account (${input.email}). ${validity} Afterwards, log in with your e-mail address and the new password.`,
          ignore,
        ];
  return renderEmail({
    subject: `Reset your ${SITE_NAME} password`,
    heading: 'Reset your password',
    paragraphs,
    link: { url: input.link, label: 'Reset password' },
    reason:
      input.account === 'admin'
        ? `a password reset was requested for your ${SITE_NAME} admin account`
        : `a password reset was requested for your ${SITE_NAME} account`,
  });
}
