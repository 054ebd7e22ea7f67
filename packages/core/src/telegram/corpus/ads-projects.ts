import type { CorpusAd } from './index.ts';

/**
 * Projects named without their community (the project dictionary gives community and developer), in
 * Latin or Cyrillic letters (the name comes out in its Latin form), project names holding a community
 * word ("Marina Residences" is on the Palm), and the adjectives and ad words that are not names
 * ("Cozy 1BR in …", "NO AGENTS!!", "Good news!").
 */
export const ADS_PROJECTS: readonly CorpusAd[] = [
  {
    id: 'pj-01-harbour-gate-caps-no-community',
    style: 'one-liner',
    language: 'en',
    text: `HARBOUR GATE T1 2BR, 1,130 sqft, AED 1.98M (OP 2.2M), ready`,
    expected: {
      property_name: 'Harbour Gate T1',
      developer: 'Emaar',
      location: 'Dubai Creek Harbour',
      property_type: '2BR',
      size_sqft: 1130,
      handover_date: 'Ready',
      original_price: 2_200_000,
      distress_price: 1_980_000,
    },
  },
  {
    id: 'pj-02-opera-grand-cyrillic',
    style: 'ru-listing',
    language: 'ru',
    text: `Опера Гранд, 2 спальни, 1 450 кв.фт
Вид на Бурдж Халифу и фонтаны
Цена 4,6 млн AED, рыночная 5,1 млн`,
    expected: {
      property_name: 'Opera Grand',
      developer: 'Emaar',
      location: 'Downtown Dubai',
      property_type: '2BR',
      size_sqft: 1450,
      view_type: 'Burj Khalifa and fountain view',
      original_price: 5_100_000,
      distress_price: 4_600_000,
    },
  },
  {
    id: 'pj-03-grand-bleu-by-elie-saab',
    style: 'plain-lines',
    language: 'en',
    text: `Grand Bleu Tower by Elie Saab — 2BR, full sea view
1,350 sqft, 22nd floor, furnished
Price AED 4.75M (OP 5.3M)`,
    expected: {
      property_name: 'Grand Bleu Tower',
      developer: 'Emaar',
      location: 'Emaar Beachfront',
      property_type: '2BR',
      size_sqft: 1350,
      floor_level: '22nd floor',
      view_type: 'Full sea view',
      furnishing: 'Furnished',
      original_price: 5_300_000,
      distress_price: 4_750_000,
    },
  },
  {
    id: 'pj-04-beach-vista-cyrillic-number',
    style: 'ru-listing',
    language: 'ru',
    text: `Эмаар, ЖК Бич Виста 1, 1 спальня
Вид на море и Пальму, 760 кв.фт
Цена 2,3 млн AED (OP 2,55 млн)
Готовая`,
    expected: {
      property_name: 'Beach Vista 1',
      developer: 'Emaar',
      location: 'Emaar Beachfront',
      property_type: '1BR',
      size_sqft: 760,
      view_type: 'Sea and Palm view',
      handover_date: 'Ready',
      original_price: 2_550_000,
      distress_price: 2_300_000,
    },
  },
  {
    id: 'pj-05-binghatti-corner-cyrillic',
    style: 'ru-listing',
    language: 'ru',
    text: `🔥 Бингатти Корнер, JVC
Студия 410 кв.фт, 560 тыс. AED (OP 640 тыс.)
Ключи сразу`,
    expected: {
      property_name: 'Binghatti Corner',
      developer: 'Binghatti',
      location: 'Jumeirah Village Circle',
      property_type: 'Studio',
      size_sqft: 410,
      handover_date: 'Ready',
      original_price: 640_000,
      distress_price: 560_000,
    },
  },
  {
    id: 'pj-06-damac-heights-no-community',
    style: 'plain-lines',
    language: 'en',
    text: `Damac Heights 2BR – 1,420 sq ft – full sea & Palm view
SP 2.95M | OP 3.4M
Vacant, 1 parking`,
    expected: {
      property_name: 'Damac Heights',
      developer: 'Damac',
      location: 'Dubai Marina',
      property_type: '2BR',
      size_sqft: 1420,
      view_type: 'Full sea and Palm view',
      parking_spaces: 1,
      original_price: 3_400_000,
      distress_price: 2_950_000,
    },
  },
  {
    id: 'pj-07-marina-residences-on-the-palm',
    style: 'plain-lines',
    language: 'en',
    text: `Marina Residences 6, 2BR, marina & sea view
1,680 sqft | AED 4.1M | OP 4.55M | Nakheel`,
    expected: {
      property_name: 'Marina Residences 6',
      developer: 'Nakheel',
      location: 'Palm Jumeirah',
      property_type: '2BR',
      size_sqft: 1680,
      view_type: 'Marina and sea view',
      original_price: 4_550_000,
      distress_price: 4_100_000,
    },
  },
  {
    id: 'pj-08-palm-hills-in-dubai-hills',
    style: 'plain-lines',
    language: 'en',
    text: `Palm Hills villa, 5BR, Dubai Hills
BUA 6,900 sq ft, park view, private pool
Price 17.9M, was 20.5M`,
    expected: {
      property_name: 'Palm Hills',
      developer: 'Emaar',
      location: 'Dubai Hills Estate',
      property_type: 'Villa',
      size_sqft: 6900,
      view_type: 'Park view',
      has_pool: true,
      original_price: 20_500_000,
      distress_price: 17_900_000,
    },
  },
  {
    id: 'pj-09-elitz-one-liner',
    style: 'one-liner',
    language: 'en',
    text: `Elitz 2 by Danube – 1BR, 770 sqft, pool view, 1% monthly, AED 1.05M (OP 1.16M), Q4 2026`,
    expected: {
      property_name: 'Elitz 2',
      developer: 'Danube',
      location: 'Jumeirah Village Circle',
      property_type: '1BR',
      size_sqft: 770,
      view_type: 'Pool view',
      payment_plan: '1% monthly',
      handover_date: 'Q4 2026',
      original_price: 1_160_000,
      distress_price: 1_050_000,
    },
  },
  {
    id: 'pj-10-sobha-orbis-caps',
    style: 'plain-lines',
    language: 'en',
    text: `SOBHA ORBIS | 2BR | 1,150 sqft
AED 1.78M | OP 1.95M
Handover Q1 2027 | 60/40`,
    expected: {
      property_name: 'Sobha Orbis',
      developer: 'Sobha',
      location: 'Motor City',
      property_type: '2BR',
      size_sqft: 1150,
      handover_date: 'Q1 2027',
      payment_plan: '60/40',
      original_price: 1_950_000,
      distress_price: 1_780_000,
    },
  },
  {
    id: 'pj-11-hartland-greens-ru',
    style: 'ru-listing',
    language: 'ru',
    text: `Собха Хартланд, ЖК Hartland Greens
2 спальни, 1 290 кв.фт, вид на парк
Цена 2,1 млн AED, оригинальная 2,35 млн`,
    expected: {
      property_name: 'Hartland Greens',
      developer: 'Sobha',
      location: 'Sobha Hartland',
      property_type: '2BR',
      size_sqft: 1290,
      view_type: 'Park view',
      original_price: 2_350_000,
      distress_price: 2_100_000,
    },
  },
  {
    id: 'pj-12-cozy-bayz',
    style: 'plain-lines',
    language: 'en',
    text: `Cozy 1BR in Bayz, Business Bay
Bright, 690 sq ft, canal view
Price 1.12M, negotiable`,
    expected: {
      property_name: 'Bayz',
      developer: 'Danube',
      location: 'Business Bay',
      property_type: '1BR',
      size_sqft: 690,
      view_type: 'Canal view',
      distress_price: 1_120_000,
    },
  },
  {
    id: 'pj-13-charming-arabella',
    style: 'plain-lines',
    language: 'en',
    text: `Charming 3BR townhouse – Arabella 2, Mudon
Corner unit, 2,200 sq ft, garden
Asking 2.65M (OP 2.9M)`,
    expected: {
      property_name: 'Arabella 2',
      developer: 'Dubai Properties',
      location: 'Mudon',
      property_type: 'Townhouse',
      size_sqft: 2200,
      original_price: 2_900_000,
      distress_price: 2_650_000,
    },
  },
  {
    id: 'pj-14-perfect-for-investors-elz',
    style: 'plain-lines',
    language: 'en',
    text: `Perfect for investors! Elz by Danube, Arjan
Studio, 430 sqft, rented 48K
AED 610K, OP 690K`,
    expected: {
      property_name: 'Elz',
      developer: 'Danube',
      location: 'Arjan',
      property_type: 'Studio',
      size_sqft: 430,
      original_price: 690_000,
      distress_price: 610_000,
    },
  },
  {
    id: 'pj-15-no-agents-caps-marina-gate',
    style: 'caps-shout',
    language: 'en',
    text: `NO AGENTS!! OWNER SELLING
2BR MARINA GATE 2, HIGH FLOOR, FULL SEA VIEW
AED 3.1M, BOUGHT 3.45M`,
    expected: {
      property_name: 'Marina Gate 2',
      developer: 'Select Group',
      location: 'Dubai Marina',
      property_type: '2BR',
      floor_level: 'High floor',
      view_type: 'Full sea view',
      original_price: 3_450_000,
      distress_price: 3_100_000,
    },
  },
  {
    id: 'pj-16-fantastic-kensington-waters',
    style: 'plain-lines',
    language: 'en',
    text: `Fantastic deal – brand new 2BR in Kensington Waters, MBR City
1,210 sq ft, lagoon view, Ellington
AED 2.4M (launch price 2.65M)
Handover Q2 2026`,
    expected: {
      property_name: 'Kensington Waters',
      developer: 'Ellington',
      location: 'Mohammed Bin Rashid City',
      property_type: '2BR',
      size_sqft: 1210,
      view_type: 'Lagoon view',
      handover_date: 'Q2 2026',
      original_price: 2_650_000,
      distress_price: 2_400_000,
    },
  },
  {
    id: 'pj-17-good-news-binghatti-jasmine',
    style: 'plain-lines',
    language: 'en',
    text: `Good news! Price reduced ✅
Studio in Binghatti Jasmine, JVC, 395 sqft
Now AED 545K (was 600K)`,
    expected: {
      property_name: 'Binghatti Jasmine',
      developer: 'Binghatti',
      location: 'Jumeirah Village Circle',
      property_type: 'Studio',
      size_sqft: 395,
      original_price: 600_000,
      distress_price: 545_000,
    },
  },
  {
    id: 'pj-18-damac-bay-cyrillic',
    style: 'ru-listing',
    language: 'ru',
    text: `Дамак Бэй, 1 спальня, вид на море
Площадь 820 кв.фт, 18 этаж
Цена 2,45 млн AED, у застройщика 2,7 млн
Сдача 2 кв. 2026`,
    expected: {
      property_name: 'Damac Bay',
      developer: 'Damac',
      location: 'Dubai Harbour',
      property_type: '1BR',
      size_sqft: 820,
      floor_level: '18th floor',
      view_type: 'Sea view',
      handover_date: 'Q2 2026',
      original_price: 2_700_000,
      distress_price: 2_450_000,
    },
  },
  {
    id: 'pj-19-studio-one-is-a-1br',
    style: 'plain-lines',
    language: 'en',
    text: `1BR in Studio One, Dubai Marina – 745 sqft
Marina view, high floor
AED 1.55M | OP 1.75M | Select Group`,
    expected: {
      property_name: 'Studio One',
      developer: 'Select Group',
      location: 'Dubai Marina',
      property_type: '1BR',
      size_sqft: 745,
      view_type: 'Marina view',
      floor_level: 'High floor',
      original_price: 1_750_000,
      distress_price: 1_550_000,
    },
  },
  {
    id: 'pj-20-paramount-hotel-residences',
    style: 'plain-lines',
    language: 'en',
    text: `Paramount Tower Hotel & Residences, Business Bay
Studio, 480 sq ft, furnished, hotel-managed
AED 980K (OP 1.15M)`,
    expected: {
      property_name: 'Paramount Tower Hotel & Residences',
      developer: 'Damac',
      location: 'Business Bay',
      property_type: 'Studio',
      size_sqft: 480,
      furnishing: 'Furnished',
      original_price: 1_150_000,
      distress_price: 980_000,
    },
  },
  {
    id: 'pj-21-sobha-seahaven-cyrillic',
    style: 'ru-listing',
    language: 'ru',
    text: `Собха Сихейвен, 2 спальни
1 310 кв.фт, полный вид на море
Переуступка: 4,4 млн AED, цена застройщика 4,75 млн
Сдача 4 кв. 2026, 60/40`,
    expected: {
      property_name: 'Sobha Seahaven',
      developer: 'Sobha',
      location: 'Dubai Harbour',
      property_type: '2BR',
      size_sqft: 1310,
      view_type: 'Full sea view',
      handover_date: 'Q4 2026',
      payment_plan: '60/40',
      original_price: 4_750_000,
      distress_price: 4_400_000,
    },
  },
  {
    id: 'pj-22-cavalli-couture-one-liner',
    style: 'one-liner',
    language: 'en',
    text: `Cavalli Couture by DAMAC | 3BR | canal & sea view | 2,450 sqft | AED 9.9M | OP 11.2M | Q4 2026`,
    expected: {
      property_name: 'Cavalli Couture',
      developer: 'Damac',
      location: 'Al Wasl',
      property_type: '3BR',
      size_sqft: 2450,
      view_type: 'Canal and sea view',
      handover_date: 'Q4 2026',
      original_price: 11_200_000,
      distress_price: 9_900_000,
    },
  },
  {
    id: 'pj-23-lime-gardens-percent',
    style: 'plain-lines',
    language: 'en',
    text: `Lime Gardens, 2BR, Dubai Hills Estate Park
1,084 sqft | park view | Q1 2026
AED 2.15M — 8% below OP`,
    expected: {
      property_name: 'Lime Gardens',
      developer: 'Emaar',
      location: 'Dubai Hills Estate',
      property_type: '2BR',
      size_sqft: 1084,
      view_type: 'Park view',
      handover_date: 'Q1 2026',
      original_price: 2_337_000,
      distress_price: 2_150_000,
    },
  },
  {
    id: 'pj-24-azizi-riviera-cyrillic',
    style: 'ru-listing',
    language: 'ru',
    text: `Азизи Ривьера, студия, 35 м²
Цена 610 тыс AED, застройщик продавал за 680 тыс
Вид на канал, готово`,
    expected: {
      property_name: 'Azizi Riviera',
      developer: 'Azizi',
      location: 'Meydan',
      property_type: 'Studio',
      size_sqft: 377,
      view_type: 'Canal view',
      handover_date: 'Ready',
      original_price: 680_000,
      distress_price: 610_000,
    },
  },
  {
    id: 'pj-25-alert-samana-waves',
    style: 'caps-shout',
    language: 'en',
    text: `ALERT 🚨 Below market
Samana Waves 2, 1BR, 780 sqft, private pool
AED 890K, market 1.0M`,
    expected: {
      property_name: 'Samana Waves 2',
      developer: 'Samana',
      location: 'Jumeirah Village Circle',
      property_type: '1BR',
      size_sqft: 780,
      has_pool: true,
      original_price: 1_000_000,
      distress_price: 890_000,
    },
  },
  {
    id: 'pj-26-marina-promenade-cyrillic',
    style: 'ru-listing',
    language: 'ru',
    text: `Марина Променад, 1 спальня
Вид на марину, 870 кв.фт
Цена 1,95 млн, была 2,2 млн`,
    expected: {
      property_name: 'Marina Promenade',
      developer: 'Emaar',
      location: 'Dubai Marina',
      property_type: '1BR',
      size_sqft: 870,
      view_type: 'Marina view',
      original_price: 2_200_000,
      distress_price: 1_950_000,
    },
  },
];
