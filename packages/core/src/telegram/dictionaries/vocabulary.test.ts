import { describe, expect, it } from 'vitest';
import { normalizeAdText } from '../ad-text.ts';
import { ARABIC_DIGITS, TYPO_WORDS, VOCABULARY } from './vocabulary.ts';

const read = (text: string) => normalizeAdText(text).text;

describe('the vocabulary of other registers', () => {
  it('holds lower-case words, each once', () => {
    const words = VOCABULARY.flatMap((entry) => entry.words);
    for (const word of words) expect(word, word).toBe(word.toLowerCase());
    expect(new Set(words).size).toBe(words.length);
  });

  it("reads a Russian broker's words", () => {
    expect(read('Однушка в JVC, 72 квадрата, 1,05 ляма')).toBe('1BR в JVC, 72 м2, 1,05 млн');
    expect(read('Трёшка, 1 600 квадратных футов, ключи на руках')).toBe('3BR, 1 600 кв. футов, готова');
  });

  it('reads Russian written in Latin letters, and leaves English words alone', () => {
    expect(read('Prodayu studiyu v JVC, 36 kv.m, 9 etazh, bez mebeli')).toBe(
      'продаю studio v JVC, 36 м2, 9 этаж, без мебели',
    );
    expect(read('More deals coming, vid na more')).toBe('More deals coming, вид на море');
  });

  it('reads Arabic words and Arabic-Indic digits', () => {
    expect(read('شقة غرفة وصالة، ٧٥٠ قدم مربع، السعر ١٫٢ مليون درهم')).toBe(
      '1BR apartment, 750 sq ft, price 1.2 million AED',
    );
    expect(Object.keys(ARABIC_DIGITS)).toHaveLength(24);
    expect(read('فلل، بنتهاوس، دوبلكس، استديو، ثلاث غرف نوم')).toBe('villa, penthouse, duplex, studio, 3BR');
  });

  it('reads a word missing one letter as the word, never a word of its own', () => {
    expect(read('2 bedrom, 1 parkng, orignal price, Askng, furnshed')).toBe(
      '2 bedroom, 1 parking, original price, asking, furnished',
    );
    // A listed word one letter short of another listed word stays itself ("bedroom", "bedrooms").
    expect(read('bedrooms bedroom Parking asked')).toBe('bedrooms bedroom Parking asked');
    for (const word of TYPO_WORDS) expect(read(word)).toBe(word);
  });

  it('reads VOT as vacant on transfer', () => {
    expect(read('Studio, VOT')).toBe('Studio, vacant on transfer');
  });
});
