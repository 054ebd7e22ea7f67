import { renderEmail, SITE_NAME, type RenderedEmail } from './layout.ts';

/** To the new address: the link that makes it the admin's e-mail. */
export function confirmEmailChangeEmail(input: {
  username: string;
  link: string;
  hours: number;
}): RenderedEmail {
  return renderEmail({
    subject: `Confirm your new e-mail for ${SITE_NAME}`,
    heading: 'Confirm your new e-mail',
    paragraphs: [
      `Hello ${input.username},`,
      `You asked to use this address for your ${SITE_NAME} admin account: password-reset links will come here.`,
      `Open the link below to confirm it. The link expires in ${input.hours} hour${input.hours === 1 ? '' : 's'} and can be used once.`,
      'If you did not ask for this, ignore this e-mail: nothing changes without the link.',
    ],
    link: { url: input.link, label: 'Confirm this e-mail' },
    reason: `an admin of ${SITE_NAME} asked to use this address`,
  });
}

/** To the old address: a change was asked (and takes effect only from the new mailbox). */
export function emailChangeNoticeEmail(input: { username: string; newEmail: string }): RenderedEmail {
  return renderEmail({
    subject: `Your ${SITE_NAME} admin e-mail is being changed`,
    heading: 'Your e-mail is being changed',
    paragraphs: [
      `Hello ${input.username},`,
      `Someone signed in as you asked to change the e-mail of your ${SITE_NAME} admin account to ${input.newEmail}, with your password. It changes once the link sent there is opened.`,
      'If this was not you, your password is known to someone else: change it now, or ask an owner of the team to deactivate the account.',
    ],
    reason: `this address is the e-mail of an admin account on ${SITE_NAME}`,
  });
}
