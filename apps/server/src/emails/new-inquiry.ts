import { renderEmail, SITE_NAME, type RenderedEmail } from './layout.ts';

export interface NewInquiryEmailInput {
  propertyName: string;
  /** The property's public page, e.g. https://…/property/<id> */
  propertyLink: string;
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** Sent to the admin when a visitor submits an inquiry about a property. */
export function newInquiryEmail(input: NewInquiryEmailInput): RenderedEmail {
  return renderEmail({
    subject: `New inquiry: ${input.propertyName} from ${input.name}`,
    heading: 'New inquiry about a property',
    paragraphs: [
      `${input.name} sent an inquiry about "${input.propertyName}".`,
      `Name: ${input.name}\nE-mail: ${input.email}\nPhone: ${input.phone}`,
      `Message:\n${input.message}`,
    ],
    link: { url: input.propertyLink, label: 'View property' },
    reason: `you are the administrator of ${SITE_NAME} and a visitor sent an inquiry; it is also listed in the dashboard`,
  });
}
