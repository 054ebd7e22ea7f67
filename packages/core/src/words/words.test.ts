import { describe, expect, it } from 'vitest';

import { PROPERTY_TYPES } from '../telegram/ad-types-normalize.ts';
import { MODIFIERS, SUBJECT_SOURCES } from '../telegram/ad-view.ts';
import { parseTelegramAd } from '../telegram/ad-parser.ts';
import { readFloorWord, readFurnishingWord } from './floor-word.ts';
import { readHandoverWord } from './handover-word.ts';
import { readPlanWord } from './plan-word.ts';
import { readTypeWord } from './type-word.ts';
import { readViewWord, VIEW_SUBJECT_IDS, viewSubjectId } from './view-word.ts';

describe('readTypeWord', () => {
  it('reads every public type', () => {
    for (const type of PROPERTY_TYPES) expect(readTypeWord(type), type).not.toBeNull();
    expect(readTypeWord('Studio')).toEqual({ kind: 'studio', bedrooms: null, orMore: false });
    expect(readTypeWord('2BR')).toEqual({ kind: null, bedrooms: 2, orMore: false });
    expect(readTypeWord('5BR+')).toEqual({ kind: null, bedrooms: 5, orMore: true });
    expect(readTypeWord('Villa')).toEqual({ kind: 'villa', bedrooms: null, orMore: false });
    expect(readTypeWord('Plot')).toEqual({ kind: 'plot', bedrooms: null, orMore: false });
  });

  it('reads bedroom counts as people type them, with the kind of home when it is said', () => {
    expect(readTypeWord('2 Bedroom')).toEqual({ kind: null, bedrooms: 2, orMore: false });
    expect(readTypeWord('1 bedrooms')).toEqual({ kind: null, bedrooms: 1, orMore: false });
    expect(readTypeWord(' 3 BR ')).toEqual({ kind: null, bedrooms: 3, orMore: false });
    expect(readTypeWord('3-Bedroom Apartment')).toEqual({ kind: 'apartment', bedrooms: 3, orMore: false });
    expect(readTypeWord('4 Bedroom Villa')).toEqual({ kind: 'villa', bedrooms: 4, orMore: false });
    expect(readTypeWord('4BR Town house')).toEqual({ kind: 'townhouse', bedrooms: 4, orMore: false });
    expect(readTypeWord('Studio apartment')).toEqual({ kind: 'studio', bedrooms: null, orMore: false });
  });

  it('leaves free text alone', () => {
    for (const text of ['Hotel room', '2BR + Maid', '2 Bedroom Studio', '0BR', '25BR', 'Villa plot', ''])
      expect(readTypeWord(text), text).toBeNull();
  });
});

describe('readHandoverWord', () => {
  it('reads ready, quarters, halves, months and years as listings write them', () => {
    expect(readHandoverWord('Ready')).toEqual({ kind: 'ready' });
    expect(readHandoverWord('completed')).toEqual({ kind: 'ready' });
    expect(readHandoverWord('Готово')).toEqual({ kind: 'ready' });
    expect(readHandoverWord('Q4 2026')).toEqual({ kind: 'quarter', quarter: 4, year: 2026 });
    expect(readHandoverWord('4Q 2027')).toEqual({ kind: 'quarter', quarter: 4, year: 2027 });
    expect(readHandoverWord("Q2'28")).toEqual({ kind: 'quarter', quarter: 2, year: 2028 });
    expect(readHandoverWord('H1 2027')).toEqual({ kind: 'half', half: 1, year: 2027 });
    expect(readHandoverWord('Dec 2026')).toEqual({ kind: 'month', month: 12, year: 2026 });
    expect(readHandoverWord('September 2027')).toEqual({ kind: 'month', month: 9, year: 2027 });
    expect(readHandoverWord('2027')).toEqual({ kind: 'year', year: 2027 });
  });

  it('leaves free text alone', () => {
    for (const text of ['Q5 2026', 'Q4 2026 (expected)', 'Soon', 'Decade 2026', 'Ready soon', '1999', ''])
      expect(readHandoverWord(text), text).toBeNull();
  });
});

describe('readPlanWord', () => {
  it('reads the payment plans the parser writes', () => {
    expect(readPlanWord('Cash')).toEqual({ kind: 'cash' });
    expect(readPlanWord('60/40')).toEqual({
      kind: 'plan',
      split: '60/40',
      monthly: null,
      postHandover: false,
    });
    expect(readPlanWord('20 / 40 / 40')).toEqual({
      kind: 'plan',
      split: '20/40/40',
      monthly: null,
      postHandover: false,
    });
    expect(readPlanWord('Post-handover')).toEqual({
      kind: 'plan',
      split: null,
      monthly: null,
      postHandover: true,
    });
    expect(readPlanWord('Post-handover 60/40')).toEqual({
      kind: 'plan',
      split: '60/40',
      monthly: null,
      postHandover: true,
    });
    expect(readPlanWord('1% monthly')).toEqual({
      kind: 'plan',
      split: null,
      monthly: '1',
      postHandover: false,
    });
    expect(readPlanWord('0.5% monthly post-handover')).toEqual({
      kind: 'plan',
      split: null,
      monthly: '0.5',
      postHandover: true,
    });
    expect(readPlanWord('40/60, 1% monthly')).toEqual({
      kind: 'plan',
      split: '40/60',
      monthly: '1',
      postHandover: false,
    });
  });

  it('leaves free text and splits that are not a whole price alone', () => {
    for (const text of ['10% on booking, rest on handover', '60/30', '12/2026', 'Mortgage', ''])
      expect(readPlanWord(text), text).toBeNull();
  });
});

describe('readFloorWord and readFurnishingWord', () => {
  it('reads floor numbers and levels', () => {
    expect(readFloorWord('32nd floor')).toEqual({ kind: 'number', floor: 32 });
    expect(readFloorWord('Floor 12')).toEqual({ kind: 'number', floor: 12 });
    expect(readFloorWord('High floor')).toEqual({ kind: 'level', level: 'high' });
    expect(readFloorWord('Middle Floor')).toEqual({ kind: 'level', level: 'mid' });
    expect(readFloorWord('Ground floor')).toEqual({ kind: 'level', level: 'ground' });
    expect(readFloorWord('Floor 0')).toEqual({ kind: 'level', level: 'ground' });
    for (const text of ['Ground + 4', 'Penthouse level', '12', '1234th floor', ''])
      expect(readFloorWord(text), text).toBeNull();
  });

  it('reads the three furnishings', () => {
    expect(readFurnishingWord('Furnished')).toBe('furnished');
    expect(readFurnishingWord('fully furnished')).toBe('furnished');
    expect(readFurnishingWord('Semi furnished')).toBe('semi-furnished');
    expect(readFurnishingWord('Unfurnished')).toBe('unfurnished');
    expect(readFurnishingWord('Kitchen appliances only')).toBeNull();
  });
});

describe('readViewWord', () => {
  it('knows every subject and modifier the ad parser writes', () => {
    for (const [subject] of SUBJECT_SOURCES) expect(VIEW_SUBJECT_IDS).toContain(viewSubjectId(subject));
    for (const [modifier] of MODIFIERS)
      expect(readViewWord(`${modifier} sea view`)?.modifier).toBe(modifier.toLowerCase());
  });

  it('reads modifier and subjects in order', () => {
    expect(readViewWord('Sea view')).toEqual({ modifier: null, subjects: ['sea'] });
    expect(readViewWord('Full sea and Burj Al Arab view')).toEqual({
      modifier: 'full',
      subjects: ['sea', 'burjAlArab'],
    });
    expect(readViewWord('Golf course, pool and skyline view')).toEqual({
      modifier: null,
      subjects: ['golfCourse', 'pool', 'skyline'],
    });
  });

  it('leaves a view with a subject of its own alone', () => {
    for (const text of ['Crystal lagoon view', 'Forest and lagoon view', 'Full view', 'Sea', ''])
      expect(readViewWord(text), text).toBeNull();
  });
});

describe('the words of parsed ads', () => {
  const ads = [
    'Dubai Marina, 2BR, 32nd floor, full marina and sea view. Ready. Cash only. Furnished. 2,100,000 AED, original 2,500,000',
    'JVC studio, high floor, pool view, handover Q4 2026, 60/40 payment plan, unfurnished, AED 650,000 instead of 800,000',
    'Продаю виллу в Дамак Хиллс, 4 спальни, вид на гольф, сдача 2 кв. 2027, рассрочка после сдачи 70/30, цена 5 млн вместо 6 млн',
    'للبيع شقة غرفتين وصالة في دبي مارينا، الطابق 12، إطلالة على البحر، جاهزة، مفروشة، السعر 1.8 مليون بدلاً من 2 مليون درهم',
  ];

  it.each(ads)('has every fixed word the site translates: %s', (ad) => {
    const { fields } = parseTelegramAd(ad);
    const readers: [string | null, (text: string) => unknown][] = [
      [fields.property_type, readTypeWord],
      [fields.handover_date, readHandoverWord],
      [fields.payment_plan, readPlanWord],
      [fields.floor_level, readFloorWord],
      [fields.furnishing, readFurnishingWord],
      [fields.view_type, readViewWord],
    ];
    const read = readers.filter(([value]) => value !== null);
    expect(read.length).toBeGreaterThanOrEqual(4);
    for (const [value, reader] of read) expect(reader(value!), value!).not.toBeNull();
  });
});
