import { describe, expect, it } from 'vitest';
import { phraseSource, wordsSource } from '../word-lists.ts';
import * as lists from './price-words.ts';

describe('the price words', () => {
  it('are lower case and each list holds a phrase once', () => {
    for (const [name, words] of Object.entries(lists)) {
      for (const word of words) expect(word, name).toBe(word.toLowerCase());
      expect(new Set(words).size, name).toBe(words.length);
    }
  });

  it('compile to whole phrases, a starred word taking any ending, the longest phrase first', () => {
    const original = new RegExp(`^(?:${wordsSource(lists.ORIGINAL_PRICE_WORDS)})$`, 'u');
    for (const phrase of ['original price', 'o.p.', 'o/p', 'брали за', 'куплено у застройщика за'])
      expect(original.test(phrase), phrase).toBe(true);
    expect(original.test('origin')).toBe(false);
    expect(phraseSource('цена  застройщик*')).toBe('цена +застройщик[a-z\\u00e0-\\u024f\\u0400-\\u04ff]*');
    expect(new RegExp(wordsSource(['sp', 'sale price']), 'u').exec('sale price')?.[0]).toBe('sale price');
  });
});

describe('the furnishing words', () => {
  it('are lower case, each once', async () => {
    const furnishing = await import('./furnishing-words.ts');
    for (const [name, words] of Object.entries(furnishing)) {
      for (const word of words) expect(word, name).toBe(word.toLowerCase());
      expect(new Set(words).size, name).toBe(words.length);
    }
  });
});
