import { describe, expect, it } from 'vitest';
import { readStatusWords } from './status-words.ts';

const AD =
  '2BR in Marina Gate 2, high floor, full sea view\n' +
  'Size: 1,250 sq.ft\nPrice: AED 2,100,000 (OP 2,500,000)\nHandover: Ready\nCall +971 50 123 4567';

const RU_AD =
  '2-комнатная квартира в Dubai Marina, высокий этаж\nПлощадь 116 м²\nЦена 2,1 млн AED\nСрочная продажа';

describe('readStatusWords', () => {
  it.each([
    'SOLD',
    'sold',
    'Sold!',
    'SOLD OUT',
    'Sold out',
    'sold-out',
    '#SOLD',
    '❌ SOLD',
    '❌SOLD❌',
    '✅ SOLD',
    '🔴 SOLD',
    '🔴🔴 SOLD 🔴🔴',
    'SOLD ✅',
    'SOLD ✔️',
    'SOLD!!! 🎉',
    '*SOLD*',
    '— SOLD —',
    'This unit is SOLD',
    'This apartment has been sold, thank you!',
    'Already sold',
    'Sold. Thank you all!',
    'ПРОДАНО',
    'Продано ✅',
    'продано',
    '❌ ПРОДАНО ❌',
    '#продано',
    'продана',
    'Квартира продана',
    'Квартира уже продана!',
    'Объект продан',
    'продан',
    'Апартаменты проданы',
    'Спасибо всем, продано!',
    'Reserved → SOLD ✅',
  ])('reads a short notice %j as sold', (text) => {
    expect(readStatusWords(text)).toBe('sold');
  });

  it.each([
    'RESERVED',
    'Reserved',
    'reserved ✅',
    '🔒 RESERVED',
    '🔒RESERVED',
    'RESERVED 🔒',
    'ЗАБРОНИРОВАНО',
    'Забронировано 🔒',
    'Квартира забронирована',
    'Объект забронирован',
    'бронь',
    'Бронь ✅',
    'БРОНЬ',
    'Under offer',
    'UNDER OFFER ✅',
    'This unit is now under offer',
    'Booked ✅',
  ])('reads a short notice %j as reserved', (text) => {
    expect(readStatusWords(text)).toBe('reserved');
  });

  it.each([
    [`SOLD\n\n${AD}`, 'sold'],
    [`SOLD ✅\n${AD}`, 'sold'],
    [`❌ SOLD ❌\n${AD}`, 'sold'],
    [`SOLD! ${AD}`, 'sold'],
    [`SOLD — ${AD}`, 'sold'],
    [`❌ SOLD ${AD}`, 'sold'],
    [`Sold ✅ ${AD}`, 'sold'],
    [`Sold!\n${AD}`, 'sold'],
    [`\n\n  SOLD OUT\n${AD}`, 'sold'],
    [`ПРОДАНО\n\n${RU_AD}`, 'sold'],
    [`ПРОДАНО — ${RU_AD}`, 'sold'],
    [`Продано ✅\n${RU_AD}`, 'sold'],
    [`RESERVED\n${AD}`, 'reserved'],
    [`🔒 RESERVED ${AD}`, 'reserved'],
    [`RESERVED: ${AD}`, 'reserved'],
    [`UNDER OFFER\n${AD}`, 'reserved'],
    [`ЗАБРОНИРОВАНО\n${RU_AD}`, 'reserved'],
  ])('reads an ad edited to start with the word: %j', (text, status) => {
    expect(readStatusWords(text)).toBe(status);
  });

  it.each([
    '',
    '   ',
    '✅',
    '🔥🔥🔥',
    AD,
    RU_AD,
    'sold out fast last time',
    'Sold out fast last time! New phase launching next week, register now',
    'SOLD OUT FAST LAST TIME',
    'Sold out, fast last time',
    'not sold',
    'Not sold yet',
    'NOT SOLD',
    'Still not sold, price reduced',
    'не продано',
    'Ещё не продана',
    'isnt sold',
    'was sold, now available again',
    'Available',
    'Back on the market',
    `Great resale opportunity!\n${AD}`,
    `${AD}\nResale, reserve fund paid, service charge AED 15/sq.ft`,
    'Resale',
    'Reserve fund',
    'Reserve fund paid',
    `Reserved parking\n${AD}`,
    `RESERVED PARKING, POOL VIEW\n${AD}`,
    `2BR with reserved parking, AED 1.9M`,
    `${AD}\nSOLD`,
    `Sold by owner: ${AD}`,
    'SOLD BY OWNER, no commission',
    `Бронь 10%\n${RU_AD}`,
    'Бронь 10% от стоимости',
    `${RU_AD}\nБронь: 50 000 AED`,
    'Booked a viewing for Saturday',
    '90% sold out building, last units available',
    'Soldier Tower 2BR',
    'Продажа квартиры в Dubai Marina',
    'Продаётся 2BR',
  ])('leaves %j alone', (text) => {
    expect(readStatusWords(text)).toBeNull();
  });
});
