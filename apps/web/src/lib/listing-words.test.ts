import { afterEach, describe, expect, it } from 'vitest';

import { i18n, loadLanguage } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';

import { floorLabel, furnishingLabel, planLabel, viewLabel } from './detail-words';
import { handoverLabel, handoverLine, locationChoices, locationLabel, typeLabel } from './listing-words';

async function inLanguage(language: Language) {
  await loadLanguage(language);
  i18n.activate(language);
}

afterEach(() => i18n.activate('en'));

/** The canonical English values the parser, the admin form and the demo data write. */
const CANONICAL = {
  types: ['Studio', '1BR', '2BR', '5BR+', 'Villa', 'Townhouse', 'Penthouse', 'Duplex', 'Office', 'Plot'],
  handovers: ['Ready', 'Q4 2026', 'H1 2027', 'Dec 2026', '2027'],
  plans: [
    'Cash',
    '60/40',
    '1% monthly',
    'Post-handover',
    'Post-handover 70/30',
    '40/60, 1% monthly post-handover',
  ],
  views: [
    'Sea view',
    'Full marina view',
    'Panoramic sea and skyline view',
    'Burj Khalifa, lake and park view',
  ],
  floors: ['32nd floor', '1st floor', '23rd floor', '11th floor', 'High Floor', 'Top Floor', 'Ground Floor'],
};

describe('the fixed words in English', () => {
  it('are the canonical words as stored', async () => {
    // Loaded once Russian has been: English still shows the stored text.
    await inLanguage('ru');
    i18n.activate('en');
    for (const type of [...CANONICAL.types, '4 Bedroom Villa']) expect(typeLabel(type)).toBe(type);
    for (const handover of [...CANONICAL.handovers, '4Q 2027'])
      expect(handoverLabel(handover)).toBe(handover);
    for (const plan of CANONICAL.plans) expect(planLabel(plan)).toBe(plan);
    for (const view of CANONICAL.views) expect(viewLabel(view)).toBe(view);
    expect(handoverLine('Ready')).toBe('Handover: Ready');
    expect(handoverLine('Q4 2026')).toBe('Handover: Q4 2026');
    expect(locationLabel('Dubai Marina')).toBe('Dubai Marina');
    expect(locationChoices(['Dubai Marina', 'Business Bay'])).toEqual([
      { value: 'Dubai Marina', label: 'Dubai Marina' },
      { value: 'Business Bay', label: 'Business Bay' },
    ]);
  });

  it('give the floor badge its ordinal, as the other badges have their words', () => {
    expect(CANONICAL.floors.map(floorLabel)).toEqual([
      '32nd Floor',
      '1st Floor',
      '23rd Floor',
      '11th Floor',
      'High Floor',
      'Top Floor',
      'Ground Floor',
    ]);
    expect(floorLabel('high floor')).toBe('High Floor');
    expect(furnishingLabel('fully furnished')).toBe('Furnished');
  });
});

describe('the fixed words in Russian', () => {
  it('name types with the plural forms of спальня', async () => {
    await inLanguage('ru');
    expect(CANONICAL.types.map(typeLabel)).toEqual([
      'Студия',
      '1 спальня',
      '2 спальни',
      'от 5 спален',
      'Вилла',
      'Таунхаус',
      'Пентхаус',
      'Дуплекс',
      'Офис',
      'Участок',
    ]);
    expect(typeLabel('5 Bedroom')).toBe('5 спален');
    expect(typeLabel('11 BR')).toBe('11 спален');
    expect(typeLabel('3 bedrooms')).toBe('3 спальни');
    expect(typeLabel('4 Bedroom Villa')).toBe('Вилла, 4 спальни');
  });

  it('write the handover, payment plan, view, floor and furnishing in Russian', async () => {
    await inLanguage('ru');
    expect(CANONICAL.handovers.map(handoverLabel)).toEqual([
      'Объект сдан',
      '4 кв. 2026',
      '1-е полугодие 2027',
      'декабрь 2026',
      '2027',
    ]);
    expect(handoverLine('Ready')).toBe('Объект сдан');
    expect(handoverLine('Q4 2026')).toBe('Сдача: 4 кв. 2026');
    expect(CANONICAL.plans.map(planLabel)).toEqual([
      'Наличный расчёт',
      '60/40',
      '1% в месяц',
      'Рассрочка после сдачи',
      'Рассрочка после сдачи 70/30',
      '40/60, 1% в месяц после сдачи',
    ]);
    expect(planLabel('0.5% monthly')).toBe('0,5% в месяц');
    expect(CANONICAL.views.map(viewLabel)).toEqual([
      'Вид на море',
      'Полный вид на марину',
      'Панорамный вид на море и небоскрёбы',
      'Вид на Бурдж-Халифу, озеро и парк',
    ]);
    expect(CANONICAL.floors.map(floorLabel)).toEqual([
      '32-й этаж',
      '1-й этаж',
      '23-й этаж',
      '11-й этаж',
      'Высокий этаж',
      'Последний этаж',
      'Первый этаж',
    ]);
    expect(furnishingLabel('Semi-furnished')).toBe('Частично с мебелью');
  });

  it('name communities of the gazetteer, and sort the Location filter by those names', async () => {
    await inLanguage('ru');
    expect(locationLabel('Palm Jumeirah')).toBe('Пальма Джумейра');
    expect(locationLabel('Dubai Marina, Dubai')).toBe('Дубай Марина, Дубай');
    expect(
      locationChoices(['Business Bay', 'Dubai Marina', 'Marina Gate']).map(({ label }) => label),
    ).toEqual(['Бизнес-Бэй', 'Дубай Марина', 'Marina Gate']);
    expect(locationChoices(['Business Bay'])).toEqual([{ value: 'Business Bay', label: 'Бизнес-Бэй' }]);
  });
});

describe('the fixed words in Arabic', () => {
  it('name types with the dual and plural forms of غرفة نوم', async () => {
    await inLanguage('ar');
    expect(['Studio', '1BR', '2BR', '3BR', 'Villa', 'Townhouse'].map(typeLabel)).toEqual([
      'استوديو',
      'غرفة نوم واحدة',
      'غرفتا نوم',
      '3 غرف نوم',
      'فيلا',
      'تاون هاوس',
    ]);
    expect(typeLabel('12 Bedroom')).toBe('12 غرفة نوم');
  });

  it('write the handover, payment plan, view and floor in Arabic', async () => {
    await inLanguage('ar');
    expect(CANONICAL.handovers.map(handoverLabel)).toEqual([
      'جاهز',
      'الربع الرابع 2026',
      'النصف الأول 2027',
      'ديسمبر 2026',
      '2027',
    ]);
    expect(handoverLine('Ready')).toBe('التسليم: جاهز');
    expect(planLabel('Cash')).toBe('دفع نقدي');
    expect(planLabel('Post-handover 60/40')).toBe('دفع بعد التسليم 60/40');
    expect(viewLabel('Sea and Burj Khalifa view')).toBe('إطلالة على البحر وبرج خليفة');
    expect(viewLabel('Full sea view')).toBe('إطلالة كاملة على البحر');
    expect(floorLabel('32nd floor')).toBe('الطابق 32');
    expect(locationLabel('Downtown Dubai')).toBe('وسط مدينة دبي');
  });
});

describe('free text an admin typed', () => {
  it.each([
    ['en', 'Floor: Ground + 4'],
    ['ru', 'Этаж: Ground + 4'],
    ['ar', 'الطابق: Ground + 4'],
  ] as const)('stays as written in %s', async (language, floor) => {
    await inLanguage(language);
    expect(typeLabel('Hotel apartment')).toBe('Hotel apartment');
    expect(handoverLabel('Q4 2026 (expected)')).toBe('Q4 2026 (expected)');
    expect(planLabel('10% on booking, rest on handover')).toBe('10% on booking, rest on handover');
    expect(viewLabel('Crystal lagoon view')).toBe('Crystal lagoon view');
    expect(floorLabel('Ground + 4')).toBe(floor);
    expect(furnishingLabel('Designer kitchen')).toBe('Designer kitchen');
    expect(locationLabel('Marina Gate Tower')).toBe('Marina Gate Tower');
  });
});
