import { describe, expect, it } from 'vitest';
import type { FilterableListing, HandoverFilter } from './filters.ts';
import { matchesFilters } from './listing-filters.ts';
import { parseSearch } from './search-query.ts';

/** The month the handover words are read at: "Nov 2026" is off-plan, "Oct 2026" ready. */
const NOW = new Date('2026-11-26T12:00:00.000Z');

const listing = (
  property_name: string,
  location: string,
  property_type: string,
  handover_date: string,
  developer = 'Some Developer',
): FilterableListing => ({
  property_name,
  developer,
  location,
  property_type,
  handover_date,
  distress_price: 1_000_000,
});

const all = [
  listing('Creek Vistas Reserve', 'Sobha Hartland', '1BR', 'Q2 2027', 'Sobha'),
  listing('Grand Views', 'District One', '5BR Villa', 'Ready', 'Meraas'),
  listing('Azizi Riviera 12', 'Meydan', 'Studio', 'Q4 2026', 'Azizi'),
  listing('Park Heights 2', 'Dubai', '2BR', 'Ready', 'Emaar'),
  listing('Parkside', 'Dubai Hills Estate', 'Townhouse', 'Nov 2026', 'Emaar'),
  listing('Creek Rise', 'Dubai Creek Harbour', 'Studio', 'Q3 2028', 'Emaar'),
  listing('Burj Royale', 'Downtown Dubai', '1BR', 'Ready', 'Emaar'),
  listing('Binghatti Corner', 'JVC', 'Studio', 'Ready', 'Binghatti'),
  listing('Frond G', 'Palm Jumeirah', 'Villa', 'Oct 2026'),
  listing('Jumeirah Living', 'Business Bay', 'Penthouse', 'Q1 2029'),
  listing('Bay Square', 'Business Bay', 'Duplex', 'Ready'),
  listing('Cayan Tower', 'Dubai Marina', '3 Bedroom', 'Ready'),
  listing('Sidra Tower', 'Al Sufouh', '2BR', 'Ready'),
  listing('Maple Residences', 'Jumeirah Village Circle', '1BR', 'Q4 2027'),
  listing('Already Home', 'Arjan', '2BR', 'Q4 2027'),
];

const search = (q: string, handover?: HandoverFilter) =>
  all.filter((l) => matchesFilters(l, { q, handover }, NOW)).map((l) => l.property_name);

const MBR_CITY = ['Creek Vistas Reserve', 'Grand Views', 'Azizi Riviera 12', 'Park Heights 2', 'Parkside'];
const READY = [
  'Grand Views',
  'Park Heights 2',
  'Burj Royale',
  'Binghatti Corner',
  'Frond G',
  'Bay Square',
  'Cayan Tower',
  'Sidra Tower',
];
const OFF_PLAN = [
  'Creek Vistas Reserve',
  'Azizi Riviera 12',
  'Parkside',
  'Creek Rise',
  'Jumeirah Living',
  'Maple Residences',
  'Already Home',
];

describe('a community finds the communities and projects it holds', () => {
  it('finds MBR City’s sub-communities and the projects in them, however it is written', () => {
    for (const q of ['MBR City', 'mbr', 'Mohammed Bin Rashid City', 'mohammed bin rashid', 'МБР Сити']) {
      expect(search(q), q).toEqual(MBR_CITY);
    }
    expect(search('مدينة محمد بن راشد')).toEqual(MBR_CITY);
  });

  it("finds Dubai Hills Estate's projects where the listing names only Dubai", () => {
    expect(search('Dubai Hills')).toEqual(['Park Heights 2', 'Parkside']);
    expect(search('دبي هيلز')).toEqual(['Park Heights 2', 'Parkside']);
    expect(search('Дубай Хиллс')).toEqual(['Park Heights 2', 'Parkside']);
  });

  it('does not widen a sub-community to its parent or its siblings', () => {
    expect(search('Sobha Hartland')).toEqual(['Creek Vistas Reserve']);
    expect(search('meydan')).toEqual(['Azizi Riviera 12']);
  });

  it('does not match a short project name inside another name (Sidra, Maple)', () => {
    expect(search('Dubai Hills')).not.toContain('Sidra Tower');
    expect(search('MBR City')).not.toContain('Maple Residences');
  });

  it('still needs every other part of the search', () => {
    expect(search('mbr city villa')).toEqual(['Grand Views']);
    expect(search('mbr city studio')).toEqual(['Azizi Riviera 12']);
    expect(search('dubai hills emaar 2br')).toEqual(['Park Heights 2']);
  });
});

describe('handover words in the search box act as the handover filter', () => {
  it('reads English handover words', () => {
    expect(search('ready')).toEqual(READY);
    expect(search('Ready to move')).toEqual(READY);
    expect(search('ready studio')).toEqual(['Binghatti Corner']);
    expect(search('emaar off plan')).toEqual(['Parkside', 'Creek Rise']);
    expect(search('emaar off-plan')).toEqual(['Parkside', 'Creek Rise']);
    expect(search('offplan emaar')).toEqual(['Parkside', 'Creek Rise']);
    expect(search('off plan')).toEqual(OFF_PLAN);
  });

  it('reads Russian handover words', () => {
    expect(search('готов')).toEqual(READY);
    expect(search('готовая студия')).toEqual(['Binghatti Corner']);
    expect(search('готовый')).toEqual(READY);
    expect(search('сдан')).toEqual(READY);
    expect(search('вилла на стадии строительства')).toEqual([]);
    expect(search('на стадии строительства студия')).toEqual(['Azizi Riviera 12', 'Creek Rise']);
    expect(search('строящийся')).toEqual(OFF_PLAN);
    expect(search('офф-план')).toEqual(OFF_PLAN);
  });

  it('reads Arabic handover words', () => {
    expect(search('جاهز')).toEqual(READY);
    expect(search('جاهزة فيلا')).toEqual(['Grand Views', 'Frond G']);
    expect(search('قيد الإنشاء')).toEqual(OFF_PLAN);
    expect(search('على الخارطة')).toEqual(OFF_PLAN);
  });

  it('keeps a word that only contains a handover word as text', () => {
    expect(search('already')).toEqual(['Already Home']);
    expect(search('readymade')).toEqual([]);
  });

  it('gives nothing when two handover words, or a word and the filter, disagree', () => {
    expect(search('ready off plan')).toEqual([]);
    expect(search('ready', 'off-plan')).toEqual([]);
    expect(search('جاهز', 'off-plan')).toEqual([]);
    expect(search('ready', 'ready')).toEqual(READY);
    expect(search('studio', 'ready')).toEqual(search('ready studio'));
  });

  it('reads the words into the handover part of the search, not into text', () => {
    expect(parseSearch('ready studio')).toEqual({
      groups: [],
      types: [{ kind: 'Studio' }],
      handover: ['ready'],
    });
    expect(parseSearch('emaar off plan')).toEqual({ groups: [['emaar']], types: [], handover: ['off-plan'] });
    expect(parseSearch('ready off-plan').handover).toEqual(['ready', 'off-plan']);
    expect(parseSearch('ready ready').handover).toEqual(['ready']);
  });
});

describe('Arabic type words', () => {
  it('reads kinds of property', () => {
    expect(search('فيلا')).toEqual(['Grand Views', 'Frond G']);
    expect(search('فلل')).toEqual(['Grand Views', 'Frond G']);
    expect(search('استوديو')).toEqual(['Azizi Riviera 12', 'Creek Rise', 'Binghatti Corner']);
    expect(search('ستوديو')).toEqual(['Azizi Riviera 12', 'Creek Rise', 'Binghatti Corner']);
    expect(search('تاون هاوس')).toEqual(['Parkside']);
    expect(search('بنتهاوس')).toEqual(['Jumeirah Living']);
    expect(search('دوبلكس')).toEqual(['Bay Square']);
  });

  it('reads bedroom counts as Dubai ads write them', () => {
    expect(search('غرفتين')).toEqual(['Park Heights 2', 'Sidra Tower', 'Already Home']);
    expect(search('3 غرف نوم')).toEqual(['Cayan Tower']);
    expect(search('٣ غرف نوم')).toEqual(['Cayan Tower']);
    expect(search('غرفة وصالة')).toEqual(['Creek Vistas Reserve', 'Burj Royale', 'Maple Residences']);
    expect(search('غرفة نوم')).toEqual(['Creek Vistas Reserve', 'Burj Royale', 'Maple Residences']);
    expect(search('5 غرف')).toEqual(['Grand Views']);
  });

  it('combines them with communities and handover words', () => {
    expect(search('فيلا جاهزة دبي مارينا')).toEqual([]);
    expect(search('استوديو جاهز')).toEqual(['Binghatti Corner']);
    expect(search('غرفتين دبي هيلز')).toEqual(['Park Heights 2']);
  });

  it('reads Russian broker words for types too', () => {
    expect(search('однушка')).toEqual(['Creek Vistas Reserve', 'Burj Royale', 'Maple Residences']);
    expect(search('вилла')).toEqual(['Grand Views', 'Frond G']);
  });
});
