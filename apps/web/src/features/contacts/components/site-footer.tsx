import { MailIcon, PhoneIcon } from '@/components/ui/card-icons';

import { BuildingIcon, MapPinIcon } from '@/components/ui/card-icons';

import { useContacts } from '../api/get-contacts';
import { useT } from '@/i18n/use-t';

const YEAR = new Date().getFullYear();

/** Footer with the public contact details as tel: and mailto: links (SPEC §2 Home). */
export function SiteFooter() {
  const contacts = useContacts();
  const { t } = useT();
  const site = t('site.title');
  const telHref = `tel:${contacts.phone.replace(/[^\d+]/g, '')}`;

  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-2 lg:px-8">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <BuildingIcon aria-hidden="true" className="size-5 text-gold-400" />
            {site}
          </p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-slate-400">{t('footer.about')}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('footer.contact')}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <a href={telHref} className="inline-flex items-center gap-2.5 rounded hover:text-white">
                <PhoneIcon className="size-4 text-gold-400" />
                <span className="sr-only">{t('footer.phone')} </span>
                <span dir="ltr">{contacts.phone}</span>
              </a>
            </li>
            <li>
              <a
                href={`mailto:${contacts.email}`}
                className="inline-flex items-center gap-2.5 rounded break-all hover:text-white"
              >
                <MailIcon className="size-4 shrink-0 text-gold-400" />
                <span className="sr-only">{t('footer.email')} </span>
                {contacts.email}
              </a>
            </li>
            {contacts.address && (
              <li className="flex items-center gap-2.5">
                <MapPinIcon aria-hidden="true" className="size-4 shrink-0 text-gold-400" />
                <span className="sr-only">{t('footer.address')} </span>
                {contacts.address}
              </li>
            )}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-400 sm:px-6 lg:px-8">
          {t('footer.note', { year: YEAR, site })}
        </p>
      </div>
    </footer>
  );
}
