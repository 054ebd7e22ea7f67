import { useCallback, useSyncExternalStore } from 'react';

import { i18n, translate } from './i18n';
import type { MessageKey, MessageValues } from './i18n';
import type { Language } from './languages';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const locale = () => i18n.locale as Language;

/**
 * The texts of the current language for a component, which renders again when the language changes:
 * `const { t } = useT(); t('home.showing', { shown, total })`.
 */
export function useT(): { t: (key: MessageKey, values?: MessageValues) => string; language: Language } {
  const language = useSyncExternalStore(subscribe, locale, locale);
  // A new function per language, so memoised texts follow the switch.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useCallback((key: MessageKey, values?: MessageValues) => translate(key, values), [language]);
  return { t, language };
}

/** The current language, for a component whose texts come from formatters. */
export const useLanguage = (): Language => useSyncExternalStore(subscribe, locale, locale);
