import { MailIcon, PhoneIcon } from '@/components/ui/card-icons';

import { BuildingIcon, MapPinIcon } from '@/components/ui/card-icons';
import { SITE_TITLE } from '@/config/site';

import { useContacts } from '../api/get-contacts';

const YEAR = new Date().getFullYear();

/** Footer with the public contact details as tel: and mailto: links (SPEC §2 Home). */
export function SiteFooter() {
  const contacts = useContacts();
  const telHref = `tel:${contacts.phone.replace(/[^\d+]/g, '')}`;

  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-2 lg:px-8">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <BuildingIcon aria-hidden="true" className="size-5 text-gold-400" />
            {SITE_TITLE}
          </p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-slate-400">
            Hand-picked distressed and below-market properties across Dubai, from studios to villas.
          </p>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact us</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <a href={telHref} className="inline-flex items-center gap-2.5 rounded hover:text-white">
                <PhoneIcon className="size-4 text-gold-400" />
                <span className="sr-only">Phone: </span>
                {contacts.phone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${contacts.email}`}
                className="inline-flex items-center gap-2.5 rounded break-all hover:text-white"
              >
                <MailIcon className="size-4 shrink-0 text-gold-400" />
                <span className="sr-only">E-mail: </span>
                {contacts.email}
              </a>
            </li>
            {contacts.address && (
              <li className="flex items-center gap-2.5">
                <MapPinIcon aria-hidden="true" className="size-4 shrink-0 text-gold-400" />
                <span className="sr-only">Address: </span>
                {contacts.address}
              </li>
            )}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-400 sm:px-6 lg:px-8">
          © {YEAR} {SITE_TITLE}. Prices in AED; listings subject to availability.
        </p>
      </div>
    </footer>
  );
}
