import { discountPercent } from '@dd/core';
import type { PropertySummary } from '@dd/core';
import { Copy, Send, Share2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { translate } from '@/i18n/i18n';
import { formatPrice } from '@/lib/format';

/** What a shared listing says before its link: the name, the price and the discount. */
export function shareText(
  listing: Pick<PropertySummary, 'property_name' | 'original_price' | 'distress_price'>,
) {
  const discount = discountPercent(listing.original_price, listing.distress_price);
  const values = { name: listing.property_name, price: formatPrice(listing.distress_price), pct: discount };
  return discount > 0 ? translate('share.textOff', values) : translate('share.text', values);
}

/** The listing's own address, which the server answers with its link preview (title, photo, price). */
export const shareUrl = (id: string) => new URL(paths.property.getHref(id), window.location.origin).href;

const item =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-start text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-navy-500 focus-visible:outline-none';

/**
 * Share: the system's share sheet where the browser has the Web Share API (phones, mostly); elsewhere a
 * small panel with WhatsApp, Telegram and copying the link. The link is the listing's page, whose
 * preview the server builds.
 */
export function ShareButton({ listing }: { listing: PropertySummary }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const firstItem = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!open) return;
    firstItem.current?.focus();
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !wrapper.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  const url = () => shareUrl(listing.id);
  const text = shareText(listing);

  const share = async () => {
    const data = { title: listing.property_name, text, url: url() };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
      } catch (error) {
        // Closing the share sheet is not a failure; anything else falls back to the panel.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        setOpen(true);
      }
      return;
    }
    setOpen((was) => !was);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url());
      toast.success(translate('share.copied'));
      setOpen(false);
    } catch {
      toast.error(translate('share.copyFailed'));
    }
  };

  return (
    <div ref={wrapper} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => void share()}
        className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-mr-3' })}
      >
        <Share2 aria-hidden="true" className="size-4" />
        {translate('detail.share')}
      </button>
      {open && (
        <div
          id={panelId}
          role="group"
          aria-label={translate('share.group')}
          className="absolute top-full right-0 z-40 mt-1 w-72 rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200"
        >
          <a
            ref={firstItem}
            href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url()}`)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={item}
            onClick={() => setOpen(false)}
          >
            <WhatsAppMark />
            WhatsApp
          </a>
          <a
            href={`https://t.me/share/url?url=${encodeURIComponent(url())}&text=${encodeURIComponent(text)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={item}
            onClick={() => setOpen(false)}
          >
            <Send aria-hidden="true" className="size-4 text-sky-600" />
            Telegram
          </a>
          <button type="button" className={item} onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-4 text-slate-500" />
            {translate('share.copy')}
          </button>
          <label className="mt-1 block px-3 pb-1 text-xs text-slate-500">
            <span className="sr-only">{translate('share.link')}</span>
            <input
              readOnly
              value={url()}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-1 w-full rounded-md border border-slate-200 bg-slate-50 px-2 py-1 text-xs text-slate-700"
            />
          </label>
        </div>
      )}
    </div>
  );
}

function WhatsAppMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-[#25D366]">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.8-1.2.2-.6.2-1.1.1-1.2l-.6-.3Z" />
    </svg>
  );
}
