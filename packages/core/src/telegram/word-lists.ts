/**
 * Word lists (dictionaries/) as regular-expression sources: a phrase's words are separated by spaces (any
 * number of them in the text), a word ending in '*' matches any word starting with it, and every other
 * character is literal. The longest phrase comes first, so that it wins where a shorter one also fits.
 */

/** A letter of the lower-cased ads: Latin (with accents) or Cyrillic. */
export const LETTER = 'a-z\\u00e0-\\u024f\\u0400-\\u04ff';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** One phrase as a source: "original* price" → "original[letters]* +price". */
export function phraseSource(phrase: string, letter = `[${LETTER}]`): string {
  return phrase
    .split(/ +/)
    .map((word) => (word.endsWith('*') ? `${escape(word.slice(0, -1))}${letter}*` : escape(word)))
    .join(' +');
}

/** A list as one alternation (without a group), longest phrase first. */
export function wordsSource(words: readonly string[], letter?: string): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => phraseSource(phrase, letter))
    .join('|');
}
