import { renderEmail, SITE_NAME, type RenderedEmail } from './layout.ts';

export interface AdminInvitationEmailInput {
  /** Who sent the invitation (their username). */
  inviter: string;
  role: 'owner' | 'editor';
  /** The full URL, e.g. https://…/accept-invitation?token=… */
  link: string;
  hours: number;
}

const ROLE_TEXT = {
  owner: 'an owner (listings, inquiries, contact details, Telegram settings and the team)',
  editor: 'an editor (listings, drafts, imports and inquiries)',
} as const;

/** An invitation to join the admin team: one link, valid `hours` hours, used once. */
export function adminInvitationEmail(input: AdminInvitationEmailInput): RenderedEmail {
  return renderEmail({
    subject: `You are invited to the ${SITE_NAME} admin team`,
    heading: 'Join the admin team',
    paragraphs: [
      'Hello,',
      `${input.inviter} invited you to manage ${SITE_NAME} as ${ROLE_TEXT[input.role]}.`,
      `Open the link below to choose your username and password. The link expires in ${input.hours} hours and can be used once.`,
      'If you were not expecting this, ignore this e-mail: nothing happens without the link.',
    ],
    link: { url: input.link, label: 'Accept invitation' },
    reason: `an owner of ${SITE_NAME} invited this address to its admin team`,
  });
}
