import { describe, expect, it } from 'vitest';
import { readAmount } from './ad-numbers.ts';
import { parseTelegramAd } from './ad-parser.ts';

const fields = (text: string) => parseTelegramAd(text).fields;

describe('prices', () => {
  it.each([
    ['2BR JVC AED 1,250,000', 1_250_000],
    ['2BR JVC 1.25M', 1_250_000],
    ['2BR JVC 1.25 mln', 1_250_000],
    ['2BR JVC 1 250 000 AED', 1_250_000],
    ['Studio JVC 950K', 950_000],
    ['2BR JLT Dhs 2.1m', 2_100_000],
    ['2 спальни, JVC, 1,2 млн', 1_200_000],
    ['1 спальня, Мейдан, 1.2 млн дирхам', 1_200_000],
    ['Студия, Бизнес Бей, 980 тыс. AED', 980_000],
    ['Villa, Jumeirah, AED 17.5 million', 17_500_000],
    ['2BR Marina 1.250.000 AED', 1_250_000],
    ['1BR JVC AED1.45M', 1_450_000],
  ])('reads %s', (text, price) => {
    expect(fields(text).distress_price).toBe(price);
    expect(fields(text).original_price).toBeNull();
  });

  it.each([
    ['Original price 2,450,000 / Selling price 1,960,000', 2_450_000, 1_960_000],
    ['OP 1.6M | SP 1.25M', 1_600_000, 1_250_000],
    ['Market 2.6M, asking 2.1M', 2_600_000, 2_100_000],
    ['Was 2.9M now 2.35M', 2_900_000, 2_350_000],
    ['Launch price 690K, distress 548K', 690_000, 548_000],
    ['Цена: 2,4 млн AED, оригинальная цена: 2,9 млн', 2_900_000, 2_400_000],
    ['Стоимость 1,6 млн, рыночная 1,95 млн', 1_950_000, 1_600_000],
    ['AED 2.45M вместо 2.8M', 2_800_000, 2_450_000],
    ['AED 780,000 / AED 950,000 original', 950_000, 780_000],
    ['1.15M ➡️ 915K', 1_150_000, 915_000],
    ['AED 915,000 or 1,150,000', 1_150_000, 915_000],
    ['Bought for 1.6M, now selling 1.39M', 1_600_000, 1_390_000],
    ['Market value 2.9M, OP 2.4M, asking 2.2M', 2_400_000, 2_200_000],
    ['Original 2.4M / valuation 2.9M / now 2.2M', 2_400_000, 2_200_000],
    ['Рыночная цена 2,9 млн, у застройщика 2,4 млн, продаю за 2,2 млн', 2_400_000, 2_200_000],
    ['Market value now 2.9M, asking 2.2M', 2_900_000, 2_200_000],
  ])('labels %s', (text, original, distress) => {
    expect([fields(`2BR JVC\n${text}`).original_price, fields(`2BR JVC\n${text}`).distress_price]).toEqual([
      original,
      distress,
    ]);
  });

  it('derives the missing price from a stated discount, rounded to 1,000 AED, with a warning', () => {
    const down = parseTelegramAd('2BR JVC, price 1,250,000 AED, 30% below OP');
    expect(down.fields.original_price).toBe(1_786_000);
    expect(down.discount_percent).toBe(30);
    expect(down.warnings.join(' ')).toMatch(/derived/);
    const up = parseTelegramAd('2BR JVC, original price 2,000,000 AED, скидка 15%');
    expect(up.fields.distress_price).toBe(1_700_000);
  });

  it('keeps one price without a discount as the distress price and leaves the original missing', () => {
    const ad = parseTelegramAd('1BR Business Bay, AED 1.1M');
    expect(ad.fields.distress_price).toBe(1_100_000);
    expect(ad.missing).toContain('original_price');
  });

  it('never returns a distress price above the original', () => {
    const ad = parseTelegramAd('2BR JVC, OP 1.2M, SP 1.5M');
    expect([ad.fields.original_price, ad.fields.distress_price]).toEqual([1_500_000, 1_200_000]);
    expect(ad.warnings.join(' ')).toMatch(/swapped/);
  });

  it('reads written numbers', () => {
    expect(readAmount('1,250,000', false)).toBe(1_250_000);
    expect(readAmount('1 250 000', false)).toBe(1_250_000);
    expect(readAmount('1,25', false)).toBe(1.25);
    expect(readAmount('1.250', true)).toBe(1.25);
    expect(readAmount('1,250,000.50', false)).toBe(1_250_000.5);
  });
});

describe('sizes', () => {
  it.each([
    ['Studio JVC 412 sq.ft', 412],
    ['Studio JVC 412 sqft', 412],
    ['Studio JVC 412 ft²', 412],
    ['Villa BUA 3,012 sq ft, plot 4,100 sq ft', 3012],
    ['Вилла, участок 6 500 кв.фт, площадь 3 800 кв.фт', 3800],
    ['Студия 42 м²', 452],
    ['2 спальни, площадь: 65 кв.м', 700],
    ['1BR 85 sqm (915 sqft)', 915],
    ['Residential plot, plot area 12,500 sq ft', 12_500],
  ])('reads %s', (text, size) => {
    expect(fields(text).size_sqft).toBe(size);
  });
});

describe('property types', () => {
  it.each([
    ['Studio in JVC', 'Studio'],
    ['студия в JVC', 'Studio'],
    ['2 bed in JVC', '2BR'],
    ['2-bedroom in JVC', '2BR'],
    ['2BHK JVC', '2BR'],
    ['Town Square 2+1', '2BR'],
    ['2-комнатная в JVC', '2BR'],
    ['1-к квартира в Дубай Марине', '1BR'],
    ['2 спальни в JVC', '2BR'],
    ['6 bedroom apartment', '5BR+'],
    ['4 bed villa', 'Villa'],
    ['вилла в Джумейре', 'Villa'],
    ['таунхаус 3 спальни', 'Townhouse'],
    ['3BR penthouse', 'Penthouse'],
    ['2BR duplex', 'Duplex'],
    ['Office for sale in Business Bay', 'Office'],
    ['Residential plot for sale', 'Plot'],
    ['Flat in Dubai Studio City, 2 bed', '2BR'],
    ['2BR apartment with villa-style garden, JVC', '2BR'],
    ['1BR in Orchid Villa Residences, JVC', '1BR'],
    ['Gorgeous Signature Villa, 5BR, Palm Jumeirah', 'Villa'],
    ['3BR in Sidra 2, Dubai Hills', 'Villa'],
    // The ad's own apartment wins over a villa project of the same name; a passing mention does not.
    ['Golf Place Tower, 2 bedroom flat, AED 2.4M', '2BR'],
    ['Type: Apartment\nBedrooms: 3\nProject: Maple Court', '3BR'],
    ['Maple 2, 3 bed, Dubai Hills\nApartments also available', 'Townhouse'],
  ])('%s → %s', (text, type) => {
    expect(fields(text).property_type).toBe(type);
  });

  it("does not take a villa project's community or developer for an apartment of the same name", () => {
    const flat = fields('Квартира 1 спальня, Arabella Residence, Al Barsha, 950 тыс AED');
    expect([flat.property_type, flat.location, flat.developer]).toEqual(['1BR', 'Al Barsha', null]);
    const villa = fields('Arabella 3, 3 спальни, 2,45 млн AED');
    expect([villa.property_type, villa.location, villa.developer]).toEqual([
      'Townhouse',
      'Mudon',
      'Dubai Properties',
    ]);
  });
});

describe('handover, payment plan, furnishing', () => {
  it.each([
    ['Handover Q4 2026', 'Q4 2026'],
    ['Handover 4Q 2026', 'Q4 2026'],
    ['Handover: Dec 2026', 'Dec 2026'],
    ['Ready to move', 'Ready'],
    ['готовый объект', 'Ready'],
    ['сдача 2 кв. 2027', 'Q2 2027'],
    ['Сдача в декабре 2026', 'Dec 2026'],
    ['Tenanted till Dec 2025', null],
  ])('handover %s', (text, handover) => {
    expect(fields(`2BR JVC AED 1.2M\n${text}`).handover_date).toBe(handover);
  });

  it.each([
    ['60/40 payment plan', '60/40'],
    ['1% monthly', '1% monthly'],
    ['Post-handover plan 50/50', 'Post-handover 50/50'],
    ['1% monthly, post handover', '1% monthly post-handover'],
    ['Рассрочка 60/40', '60/40'],
    ['рассрочка 1% в месяц', '1% monthly'],
    ['Cash only', 'Cash'],
  ])('payment plan %s', (text, plan) => {
    expect(fields(`2BR JVC AED 1.2M\n${text}`).payment_plan).toBe(plan);
  });

  it.each([
    ['fully furnished', 'Furnished'],
    ['semi-furnished', 'Semi-furnished'],
    ['unfurnished', 'Unfurnished'],
    ['с мебелью', 'Furnished'],
    ['без мебели', 'Unfurnished'],
  ])('furnishing %s', (text, furnishing) => {
    expect(fields(`2BR JVC AED 1.2M, ${text}`).furnishing).toBe(furnishing);
  });
});

describe('floor, view, balcony, pool, parking', () => {
  it.each([
    ['high floor', 'High floor'],
    ['12th floor', '12th floor'],
    ['Floor 23', '23rd floor'],
    ['этаж 12', '12th floor'],
    ['высокий этаж', 'High floor'],
    ['on the 104th floor', '104th floor'],
    ['этаж 31 из 48', '31st floor'],
    ['на 9-м этаже', '9th floor'],
    ['12/30 floor', '12th floor'],
    ['Level 21', '21st floor'],
    ['ground floor 1BR', 'Ground floor'],
  ])('floor %s', (text, floor) => {
    expect(fields(`2BR JVC AED 1.2M, ${text}`).floor_level).toBe(floor);
  });

  it.each([
    ['sea view', 'Sea view'],
    ['Full Burj Khalifa view', 'Full Burj Khalifa view'],
    ['sea & Burj Al Arab view', 'Sea and Burj Al Arab view'],
    ['вид на море', 'Sea view'],
    ['панорамный вид на море', 'Panoramic sea view'],
    ['opera view', 'Opera view'],
    ['golf-course facing', 'Golf course view'],
    ['facing the lagoon', 'Lagoon view'],
    ['overlooking the park', 'Park view'],
    ['окна выходят на море', 'Sea view'],
    ['View: sea & Palm', 'Sea and Palm view'],
    ['south-facing balcony', null],
  ])('view %s', (text, view) => {
    expect(fields(`2BR JVC AED 1.2M\n${text}`).view_type).toBe(view);
  });

  it('reads balcony, private pool and parking, and says nothing when the ad is silent', () => {
    const ad = fields('Villa, private pool, balcony, 2 covered parking, AED 5M');
    expect([ad.has_pool, ad.has_balcony, ad.parking_spaces]).toEqual([true, true, 2]);
    const pool = fields('2BR JVC AED 1.2M, pool view, gym');
    expect([pool.has_pool, pool.has_balcony, pool.parking_spaces]).toEqual([null, null, null]);
    expect(fields('2BR JVC AED 1.2M, no balcony, no parking').has_balcony).toBe(false);
    expect(fields('2BR JVC AED 1.2M, no balcony, no parking').parking_spaces).toBe(0);
    expect(fields('Вилла, свой бассейн, парковка на 3 машины, 9 млн').parking_spaces).toBe(3);
    expect(fields('Вилла, 9 млн, 2 паркинга').parking_spaces).toBe(2);
    expect(fields('Вилла, 9 млн, три машино-места').parking_spaces).toBe(3);
    expect(fields('Villa AED 9M, two parking').parking_spaces).toBe(2);
    expect(parseTelegramAd('2BR JVC AED 1.2M, parking').warnings.join(' ')).toMatch(/1 assumed/);
  });
});

describe('names, places, links', () => {
  it('takes the project, else the title, else type and location', () => {
    expect(fields('ЖК Binghatti Phoenix, JVC, 1BR, 850 000 AED').property_name).toBe('Binghatti Phoenix');
    expect(fields('BINGHATTI ONYX | JVC\nStudio AED 585K').property_name).toBe('Binghatti Onyx');
    expect(fields('Studio in Peninsula One by Select Group, AED 890K').property_name).toBe('Peninsula One');
    expect(fields('2 спальни, Дубай Марина, 2,4 млн').property_name).toBe('2BR in Dubai Marina');
  });

  it('maps aliases and Russian spellings to canonical names', () => {
    expect(fields('1BR JVC 900K').location).toBe('Jumeirah Village Circle');
    expect(fields('Студия на Пальме, 1.5 млн').location).toBe('Palm Jumeirah');
    expect(fields('2BR in Creek Harbour by Emaar 2.1M').developer).toBe('Emaar');
    expect(fields('Таунхаус в Дамак Хиллс 2, 1,35 млн').location).toBe('Damac Hills 2');
    expect(fields('Studio near Downtown, in Business Bay, 800K').location).toBe('Business Bay');
    expect(fields('1BR Business Bay with Downtown view, 1.3M').location).toBe('Business Bay');
    expect(parseTelegramAd('2BR Damac Hills 2, 1.2M').fields.developer).toBe('Damac');
  });

  it('reads a project named without its community, in Latin or Cyrillic letters', () => {
    const latin = fields('PARK RIDGE 1BR, AED 1.6M (OP 1.8M)');
    expect([latin.property_name, latin.location, latin.developer]).toEqual([
      'Park Ridge',
      'Dubai Hills Estate',
      'Emaar',
    ]);
    const cyrillic = fields('ЖК Бинхатти Оникс, студия, 585 тыс AED');
    expect([cyrillic.property_name, cyrillic.location]).toEqual([
      'Binghatti Onyx',
      'Jumeirah Village Circle',
    ]);
    expect(fields('Марина Гейт 2, 2 спальни, 3,1 млн').property_name).toBe('Marina Gate 2');
    // A community word inside a project name is not the community; the ad's own community wins.
    expect(fields('Marina Vista 2BR, AED 3.1M').location).toBe('Emaar Beachfront');
    expect(fields('Sobha One, Nad Al Sheba, 1BR 1.5M').location).toBe('Nad Al Sheba');
    // Not a project: its words are not one phrase, or the project is only in view.
    expect(fields('Studio, one bathroom, JVC, 600K').property_name).toBe('Studio in Jumeirah Village Circle');
    expect(fields('2BR in Business Bay, Burj Khalifa & canal views, 2.1M').property_name).toBe(
      '2BR in Business Bay',
    );
  });

  it('does not take adjectives, ad words, codes or a trailing community for names', () => {
    expect(fields('Charming 2BR in JVC, AED 1.1M').property_name).toBe('2BR in Jumeirah Village Circle');
    expect(fields('No agents please\n2BR JVC AED 1.1M').property_name).toBe('2BR in Jumeirah Village Circle');
    expect(fields('REF: KX-88213\n2BR JVC AED 1.1M').property_name).toBe('2BR in Jumeirah Village Circle');
    expect(fields('2BR Sadaf 7 JBR sea view 2.4M').property_name).toBe('Sadaf 7');
  });

  it('picks a brochure link and never a Telegram, WhatsApp or Instagram link', () => {
    const ad = 'Studio JVC 600K https://t.me/deals https://wa.me/971500000000 https://instagram.com/x';
    expect(fields(ad).brochure_link).toBeNull();
    expect(
      fields(`${ad} https://example.com/page https://drive.google.com/file/d/1/view`).brochure_link,
    ).toBe('https://drive.google.com/file/d/1/view');
  });

  it('reads emojis, hashtags, mentions, ALL CAPS, odd spacing and Cyrillic look-alikes', () => {
    const ad = fields(
      '🔥🔥2BR   #DubaiMarina🔥\n@agent_007   PRICE:\u00a01\u00a0250\u00a0000\u00a0\u0410\u0415D',
    );
    expect([ad.property_type, ad.location, ad.distress_price]).toEqual(['2BR', 'Dubai Marina', 1_250_000]);
  });
});

describe('ads and non-ads', () => {
  it.each([
    ['Студия JVC, 600 тыс AED, сдана в аренду до мая', true],
    ['Prices in JVC rose 10% this year — selling my 2BR for AED 1.1M, call 050 123 4567', true],
    ['Average 2BR in Business Bay traded at AED 2.1M last quarter, up 9% year-on-year', false],
    ['Рекорд: вилла на Пальме продана за 150 млн AED, по данным DLD', false],
    ['Сдаётся студия в JVC, 60 000 AED в год', false],
  ])('%s → ad: %s', (text, isAd) => {
    expect(parseTelegramAd(text).is_ad).toBe(isAd);
  });

  it('reads "после сдачи" as a payment plan only next to a payment word', () => {
    expect(fields('2BR JVC 1.2M, рассрочка 40% после сдачи').payment_plan).toBe('Post-handover');
    expect(fields('2BR JVC 1.2M, доходность после сдачи 7%').payment_plan).toBeNull();
  });
});
