import { renderEmail, SITE_NAME, type RenderedEmail } from './layout.ts';

export interface VerificationCodeEmailInput {
  name: string;
  code: string;
  /** How long the code stays valid (SPEC §9: 10 minutes). */
  minutes: number;
}

/** Sent after registration: the 6-digit code that verifies the visitor's e-mail address. */
export function verificationCodeEmail(input: VerificationCodeEmailInput): RenderedEmail {
  return renderEmail({
    subject: `Your verification code: ${input.code}`,
    heading: 'Verify your e-mail address',
    paragraphs: [
      `Hello ${input.name},`,
      `Thank you for registering with ${SITE_NAME}. Enter this code on the verification page to activate your account:`,
    ],
    code: input.code,
    reason: `someone registered an account on ${SITE_NAME} with this address. The code expires in ${input.minutes} minutes; if it was not you, ignore this e-mail`,
  });
}
