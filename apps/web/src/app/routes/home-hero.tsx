import { useState } from 'react';

import { BadgePercentIcon } from '@/components/ui/card-icons';
import { WhatsappButton } from '@/features/contacts/components/whatsapp-button';
import { useT } from '@/i18n/use-t';

export const HERO_TITLE = 'Exclusive Distressed Property Deals in Dubai';
export const DEALS_EXPLAINED =
  'A distress deal is a home sold below its original price: the developer’s launch price or what the seller paid, as the ad states it. Deals come from our team and the Telegram channels we follow.';
export const HOW_WE_CHECK = 'How we check deals';

/**
 * The top of the home page: title, pitch and the WhatsApp contact (SPEC §2), then one line on what a
 * distress deal and its original price are, with how deals are checked behind a disclosure (no script).
 * On a phone the badge is left out, the title is smaller and the line on what a deal is waits behind
 * "What is a distress deal?" beside Contact Us, so that the first deal's photo and price are on the
 * first screen. The server sends it in the HTML too (src/entry-server.tsx), so it renders the same
 * without the browser.
 */
export function HomeHero() {
  const { t } = useT();
  // Only a phone hides the explanation until asked for; wider screens always show it.
  const [explained, setExplained] = useState(false);
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(245,184,61,0.22),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(55,103,168,0.45),transparent_60%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 pt-3 pb-9 sm:px-6 sm:pt-8 sm:pb-16 lg:px-8">
        <p className="hidden items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-gold-300 uppercase ring-1 ring-white/15 sm:inline-flex">
          <BadgePercentIcon aria-hidden="true" className="size-4" />
          {t('hero.badge')}
        </p>
        <h1
          id="hero-heading"
          className="max-w-3xl text-[1.3rem] leading-tight font-extrabold tracking-tight text-balance sm:mt-4 sm:text-5xl"
        >
          {t('hero.title')}
        </h1>
        <div className="mt-3 flex items-center gap-x-4 sm:mt-6">
          <WhatsappButton variant="accent" className="max-sm:h-10 max-sm:px-4 max-sm:text-sm">
            {t('hero.contact')}
          </WhatsappButton>
          <button
            type="button"
            aria-expanded={explained}
            aria-controls="hero-explained"
            onClick={() => setExplained(!explained)}
            className="min-h-10 min-w-0 text-start text-sm leading-snug font-semibold text-gold-300 underline underline-offset-2 sm:hidden"
          >
            {t('hero.whatIsDeal')}
          </button>
        </div>
        <div
          id="hero-explained"
          className={`mt-4 max-w-3xl text-[13px] leading-relaxed text-navy-100 sm:mt-5 sm:block sm:text-base ${explained ? '' : 'hidden'}`}
        >
          {t('hero.explained')}{' '}
          <details className="group inline">
            <summary className="inline cursor-pointer font-semibold whitespace-nowrap text-gold-300 underline underline-offset-2 group-open:no-underline">
              {t('hero.howWeCheck')}
            </summary>
            <ul className="mt-3 list-disc space-y-1.5 rounded-xl bg-white/5 py-3 ps-8 pe-4 ring-1 ring-white/10">
              <li>{t('hero.check1')}</li>
              <li>{t('hero.check2')}</li>
              <li>{t('hero.check3')}</li>
              <li>{t('hero.check4')}</li>
            </ul>
          </details>
        </div>
      </div>
    </section>
  );
}
