import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

import { englishPlurals } from './lingui-english-plurals.ts';

/**
 * `import { messages } from 'virtual:lingui-catalog/ru'`: src/i18n/catalogs/ru.json, compiled;
 * `…/en-home` and `…/en-more`: the home page's texts and the others.
 */
const PREFIX = 'virtual:lingui-catalog/';
const RESOLVED = '\0lingui-catalog:';
const CATALOGS = fileURLToPath(new URL('./src/i18n/catalogs/', import.meta.url));

/**
 * The texts of the home page's first screen (keys starting with these): English ones come with the
 * app ('en-home'); the English texts of the other screens are a chunk of their own ('en-more').
 */
const HOME_KEYS = /^(?:site|layout|header|language|hero|footer|listing|sort|card|status)\./;

/**
 * Lingui's catalogs compiled at build time, as its own Vite plugin does for its catalog formats: each
 * ICU message ('{count, plural, one {# object} other {# objects}}') becomes the array the runtime
 * interpolates, so the browser gets no message parser (Lingui's runtime compiles only in development).
 * The catalogs are flat JSON files, key → message, which a test compares (src/i18n/catalogs.test.ts).
 */
export function linguiCatalogs(): Plugin {
  return {
    name: 'dd-lingui-catalogs',
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const [, language, part] = /^([a-z]{2})(?:-(home|more))?$/.exec(id.slice(RESOLVED.length)) ?? [];
      if (!language) throw new Error(`No catalog named ${id.slice(RESOLVED.length)}`);
      const file = `${CATALOGS}${language}.json`;
      this.addWatchFile(file);
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source)
          .filter(([key]) => !part || HOME_KEYS.test(key) === (part === 'home'))
          .map(([key, message]) => {
            const compiled = compileMessage(message);
            return [key, language === 'en' ? englishPlurals(compiled) : compiled];
          }),
      );
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
