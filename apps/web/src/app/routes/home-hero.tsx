import { BadgePercentIcon, ShieldCheckIcon } from '@/components/ui/card-icons';
import { WhatsappButton } from '@/features/contacts/components/whatsapp-button';

export const HERO_TITLE = 'Exclusive Distressed Property Deals in Dubai';

/**
 * The top of the home page: title, pitch and the WhatsApp contact (SPEC §2). The server sends it in
 * the HTML too (src/entry-server.tsx), so it renders the same without the browser.
 */
export function HomeHero() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(245,184,61,0.22),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(55,103,168,0.45),transparent_60%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 pt-14 pb-24 sm:px-6 sm:pt-20 sm:pb-28 lg:px-8">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-gold-300 uppercase ring-1 ring-white/15">
          <BadgePercentIcon className="size-4" />
          Below original price
        </p>
        <h1
          id="hero-heading"
          className="mt-5 max-w-3xl text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl"
        >
          {HERO_TITLE}
        </h1>
        <p className="mt-5 max-w-2xl text-base leading-relaxed text-navy-100 sm:text-lg">
          Apartments, villas and off-plan units from owners who need to sell fast, each priced below its
          original value. Talk to us directly and secure the deal before it is gone.
        </p>
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
          <WhatsappButton variant="accent">Contact Us</WhatsappButton>
          <p className="flex items-center gap-2 text-sm text-navy-100">
            <ShieldCheckIcon className="size-5 text-gold-400" />
            The discount is shown on every listing
          </p>
        </div>
      </div>
    </section>
  );
}
