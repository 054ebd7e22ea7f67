import { useEffect, useRef, useState } from 'react';

import { chooseLanguage } from '@/i18n/language-choice';
import { LANGUAGE_NAMES, LANGUAGES } from '@/i18n/languages';
import type { Language } from '@/i18n/languages';
import { useT } from '@/i18n/use-t';

/** The switch's button, focused again once the app has rendered in the language chosen. */
export const LANGUAGE_BUTTON_ID = 'language-switch';
const LANGUAGE_LIST_ID = 'language-list';

/**
 * The header's language menu: a small button with the current language's code ("EN") that opens the
 * three languages, each named in itself. Keyboard: Enter or Space opens it, Tab and arrows move through
 * the languages, Escape closes it and returns to the button. The choice is shown at once and kept
 * (src/i18n/language-choice.ts).
 */
export function LanguageSwitch() {
  const { t, language } = useT();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const choose = (next: Language) => {
    setOpen(false);
    if (next === language) return button.current?.focus();
    void chooseLanguage(next).then(() =>
      // The app rendered anew in the language chosen: the switch's button is a new element.
      requestAnimationFrame(() => document.getElementById(LANGUAGE_BUTTON_ID)?.focus()),
    );
  };

  const items = () => [...(root.current?.querySelectorAll<HTMLButtonElement>('[data-language]') ?? [])];

  return (
    <div
      ref={root}
      className="relative shrink-0"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
        if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
          event.preventDefault();
          const list = items();
          const at = list.indexOf(document.activeElement as HTMLButtonElement);
          const step = event.key === 'ArrowDown' ? 1 : -1;
          list[(at + step + list.length) % list.length]?.focus();
        }
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        id={LANGUAGE_BUTTON_ID}
        type="button"
        aria-expanded={open}
        aria-controls={LANGUAGE_LIST_ID}
        aria-label={t('language.current', { name: LANGUAGE_NAMES[language] })}
        title={t('language.label')}
        onClick={() => setOpen((was) => !was)}
        className="flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-navy-900 uppercase hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-navy-500 focus-visible:outline-none"
      >
        {language}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      <ul
        id={LANGUAGE_LIST_ID}
        hidden={!open}
        aria-label={t('language.label')}
        className="absolute end-0 top-full z-50 mt-1 w-36 rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200"
      >
        {LANGUAGES.map((code) => (
          <li key={code}>
            <button
              type="button"
              lang={code}
              dir={code === 'ar' ? 'rtl' : 'ltr'}
              data-language={code}
              aria-current={code === language ? 'true' : undefined}
              onClick={() => choose(code)}
              className="w-full rounded-lg px-3 py-2 text-start text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none aria-[current]:font-bold aria-[current]:text-navy-900"
            >
              {LANGUAGE_NAMES[code]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
