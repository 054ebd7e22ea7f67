import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

import { chooseLanguage } from '@/i18n/choose-language';
import { LANGUAGES, textDirection } from '@/i18n/languages';
import type { Language } from '@/i18n/languages';
import { useT } from '@/i18n/use-t';

import { LANGUAGE_BUTTON_ID, LANGUAGE_LIST_ID } from './language-ids';

/** Each language named in itself, as the menu lists them. */
const NAMES: Record<Language, string> = { en: 'English', ru: 'Русский', ar: 'العربية' };

interface LanguageMenuProps {
  /** The switch's button: a press on it is its own (it toggles the menu), not a press outside. */
  button: RefObject<HTMLButtonElement | null>;
  /** Closes the menu; with `refocus`, the focus goes back to the button. */
  onClose: (refocus: boolean) => void;
}

/**
 * The open language menu below the switch's button: the three languages, the current one marked. A
 * choice is shown at once and kept (src/i18n/choose-language.ts); the page renders anew in it and the
 * focus returns to the switch.
 */
export default function LanguageMenu({ button, onClose }: LanguageMenuProps) {
  const { t, language } = useT();
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !button.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [button, onClose]);

  const choose = (next: Language) => {
    if (next === language) return onClose(true);
    onClose(false);
    void chooseLanguage(next).then(() =>
      // The app rendered anew in the language chosen: the switch's button is a new element.
      requestAnimationFrame(() => document.getElementById(LANGUAGE_BUTTON_ID)?.focus()),
    );
  };

  return (
    <ul
      ref={list}
      id={LANGUAGE_LIST_ID}
      aria-label={t('language.label')}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose(true);
        }
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          const items = [...(list.current?.querySelectorAll('button') ?? [])];
          const at = items.indexOf(document.activeElement as HTMLButtonElement);
          items[(at + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length]?.focus();
        }
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (!list.current?.contains(next) && !button.current?.contains(next)) onClose(false);
      }}
      className="absolute end-0 top-full z-50 mt-1 w-36 rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200"
    >
      {LANGUAGES.map((code) => (
        <li key={code}>
          <button
            type="button"
            lang={code}
            dir={textDirection(code)}
            aria-current={code === language ? 'true' : undefined}
            onClick={() => choose(code)}
            className="w-full rounded-lg px-3 py-2 text-start text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none aria-[current]:font-bold aria-[current]:text-navy-900"
          >
            {NAMES[code]}
          </button>
        </li>
      ))}
    </ul>
  );
}
