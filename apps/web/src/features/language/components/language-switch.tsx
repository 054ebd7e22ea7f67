import { lazy, Suspense, useRef, useState } from 'react';

import { useT } from '@/i18n/use-t';

import type * as MenuModule from './language-menu';
import { LANGUAGE_BUTTON_ID, LANGUAGE_LIST_ID } from './language-ids';

// The list of languages and what choosing one does load on the first press (or when the pointer or
// focus reaches the button): the home page carries only the button (ADR 0007's budget).
let loading: Promise<typeof MenuModule> | undefined;
const loadMenu = () =>
  (loading ??= import('./language-menu').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
const LanguageMenu = lazy(loadMenu);

/**
 * The header's language menu: a small button with the current language's code ("EN") that opens the
 * three languages, each named in itself (language-menu.tsx). Keyboard: Enter or Space opens it, Tab and
 * the arrows move through the languages, Escape closes it and returns to the button.
 */
export function LanguageSwitch() {
  const { t, language } = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadMenu().catch(() => undefined);

  return (
    <div className="absolute end-4 bottom-1.5 sm:relative sm:end-auto sm:bottom-auto sm:shrink-0">
      <button
        ref={button}
        id={LANGUAGE_BUTTON_ID}
        type="button"
        aria-expanded={open}
        aria-controls={open ? LANGUAGE_LIST_ID : undefined}
        aria-label={`${t('language.current')}, ${language.toUpperCase()}`}
        title={t('language.label')}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (!open) return;
          if (event.key === 'Escape') setOpen(false);
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            document.getElementById(LANGUAGE_LIST_ID)?.querySelector('button')?.focus();
          }
        }}
        className="flex h-7 items-center gap-0.5 rounded-lg px-1 text-xs font-semibold sm:h-9 sm:text-sm text-navy-900 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-navy-500 focus-visible:outline-none sm:px-2"
      >
        {language.toUpperCase()}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-3.5 max-sm:hidden"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <LanguageMenu
            button={button}
            onClose={(refocus) => {
              setOpen(false);
              if (refocus) button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
