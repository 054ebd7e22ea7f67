import type { CorpusAd } from './index.ts';

/**
 * Prices the parser once read wrong: three prices in one ad (market value / developer price / now: the
 * original is the developer's, never the market estimate), a discount stated as an amount ("AED 150K
 * below OP", "скидка 650 тыс.", "(-200K from OP)") and what the seller paid ("paid 2.35M", "брали за
 * 1 050 000") against instalments paid so far ("Paid 30% (AED 378,000)", "Внесено: 507 000").
 */
export const ADS_PRICES: readonly CorpusAd[] = [
  {
    id: 'pr-01-park-heights-three-prices',
    style: 'key-value',
    language: 'en',
    text: `Park Heights 1 | Dubai Hills Estate
1BR | 812 sq ft | park view
Market price: AED 1,650,000
Developer price: AED 1,480,000
Selling price: AED 1,390,000
Ready, tenanted till May`,
    expected: {
      property_name: 'Park Heights 1',
      developer: 'Emaar',
      location: 'Dubai Hills Estate',
      property_type: '1BR',
      size_sqft: 812,
      view_type: 'Park view',
      handover_date: 'Ready',
      original_price: 1_480_000,
      distress_price: 1_390_000,
    },
  },
  {
    id: 'pr-02-opera-grand-valuation-bought',
    style: 'one-liner',
    language: 'en',
    text: `Opera Grand 2BR | valuation AED 5.2M | bought at 4.6M | asking 4.25M | Burj Khalifa view | 📞 052 311 0099`,
    expected: {
      property_name: 'Opera Grand',
      developer: 'Emaar',
      location: 'Downtown Dubai',
      property_type: '2BR',
      view_type: 'Burj Khalifa view',
      original_price: 4_600_000,
      distress_price: 4_250_000,
    },
  },
  {
    id: 'pr-03-bayz-ru-three-prices-project-late',
    style: 'ru-investor',
    language: 'ru',
    text: `Цифры по лоту:
— рыночная оценка: 2,4 млн AED
— цена у застройщика: 2,1 млн AED
— цена продажи: 1,95 млн AED
Bayz by Danube, 2 спальни, 1 050 кв.фт, Business Bay
Сдача 3 кв. 2026`,
    expected: {
      property_name: 'Bayz',
      developer: 'Danube',
      location: 'Business Bay',
      property_type: '2BR',
      size_sqft: 1050,
      handover_date: 'Q3 2026',
      original_price: 2_100_000,
      distress_price: 1_950_000,
    },
  },
  {
    id: 'pr-04-sunrise-bay-op-market-now',
    style: 'bilingual-blocks',
    language: 'mixed',
    text: `Sunrise Bay Tower 2 · 2BR · full sea view
OP 3.3M / market 3.7M / now 3.05M
Санрайз Бей, 2 спальни, вид на море
Цена застройщика 3,3 млн, рынок 3,7 млн, сейчас 3,05 млн`,
    expected: {
      property_name: 'Sunrise Bay Tower 2',
      developer: 'Emaar',
      location: 'Emaar Beachfront',
      property_type: '2BR',
      view_type: 'Full sea view',
      original_price: 3_300_000,
      distress_price: 3_050_000,
    },
  },
  {
    id: 'pr-05-sidra-forward-market-original',
    style: 'whatsapp-forward',
    language: 'en',
    text: `*Forwarded as received*
*Sidra 2 villa* – 4BR
• market ~6.9M
• original from Emaar 6.1M
• seller's price 5.75M
*plot 5,700 sqft | BUA 3,850 sqft*`,
    expected: {
      property_name: 'Sidra 2',
      developer: 'Emaar',
      location: 'Dubai Hills Estate',
      property_type: 'Villa',
      size_sqft: 3850,
      original_price: 6_100_000,
      distress_price: 5_750_000,
    },
  },
  {
    id: 'pr-06-golf-grand-caps-market-after-op',
    style: 'caps-shout',
    language: 'en',
    text: `BELOW OP!!! GOLF GRAND 3BR
OP 3.95M | MARKET 4.4M | ASKING 3.7M
DUBAI HILLS | Q3 2026 | 80/20`,
    expected: {
      property_name: 'Golf Grand',
      developer: 'Emaar',
      location: 'Dubai Hills Estate',
      property_type: '3BR',
      handover_date: 'Q3 2026',
      payment_plan: '80/20',
      original_price: 3_950_000,
      distress_price: 3_700_000,
    },
  },
  {
    id: 'pr-07-maple-ru-po-rynku-brali',
    style: 'ru-listing',
    language: 'ru',
    text: `Таунхаус Maple 1, 3 спальни, Dubai Hills Estate
По рынку сейчас 4,1 млн, у Эмаар брали за 3,6 млн
Продаём за 3,45 млн AED
Готов, 2 машиноместа`,
    expected: {
      property_name: 'Maple 1',
      developer: 'Emaar',
      location: 'Dubai Hills Estate',
      property_type: 'Townhouse',
      handover_date: 'Ready',
      parking_spaces: 2,
      original_price: 3_600_000,
      distress_price: 3_450_000,
    },
  },
  {
    id: 'pr-08-bluewaters-todays-value-purchased',
    style: 'emoji-bullets',
    language: 'en',
    text: `🏝 Bluewaters Residences – Building 5
🛏 2BR | 📐 1,580 sqft | 🌊 sea & Ain Dubai view
📈 Today's value: AED 6.8M
🏷 Purchased at: AED 6.1M
🔥 Resale price: AED 5.85M`,
    expected: {
      property_name: 'Bluewaters Residences - Building 5',
      developer: 'Meraas',
      location: 'Bluewaters Island',
      property_type: '2BR',
      size_sqft: 1580,
      view_type: 'Sea and Ain Dubai view',
      original_price: 6_100_000,
      distress_price: 5_850_000,
    },
  },
  {
    id: 'pr-09-creek-palace-150k-below-op',
    style: 'plain-lines',
    language: 'en',
    text: `Creek Palace, Dubai Creek Harbour
2BR | 1,137 sqft | creek view
AED 150K below OP – asking AED 2.38M
Ready to move in`,
    expected: {
      property_name: 'Creek Palace',
      developer: 'Emaar',
      location: 'Dubai Creek Harbour',
      property_type: '2BR',
      size_sqft: 1137,
      view_type: 'Creek view',
      handover_date: 'Ready',
      original_price: 2_530_000,
      distress_price: 2_380_000,
    },
  },
  {
    id: 'pr-10-golden-mile-save',
    style: 'plain-lines',
    language: 'en',
    text: `Save AED 420,000!
Palm Jumeirah, Golden Mile 3, 2BR, 1,525 sq ft
Now AED 3,380,000, furnished, partial sea view`,
    expected: {
      property_name: 'Golden Mile 3',
      developer: 'Nakheel',
      location: 'Palm Jumeirah',
      property_type: '2BR',
      size_sqft: 1525,
      furnishing: 'Furnished',
      view_type: 'Partial sea view',
      original_price: 3_800_000,
      distress_price: 3_380_000,
    },
  },
  {
    id: 'pr-11-binghatti-tulip-discount-of',
    style: 'plain-lines',
    language: 'en',
    text: `Studio in Binghatti Tulip, JVC
Original AED 620,000, discount of AED 85,000 for a quick sale
Ready, 390 sqft`,
    expected: {
      property_name: 'Binghatti Tulip',
      developer: 'Binghatti',
      location: 'Jumeirah Village Circle',
      property_type: 'Studio',
      size_sqft: 390,
      handover_date: 'Ready',
      original_price: 620_000,
      distress_price: 535_000,
    },
  },
  {
    id: 'pr-12-hartland-villa-skidka-tys',
    style: 'ru-listing',
    language: 'ru',
    text: `Вилла в Sobha Hartland, 4 спальни
Цена застройщика 9,8 млн AED, скидка 650 тыс.
Площадь 5 100 кв.фт, сдача 2 кв. 2026`,
    expected: {
      property_name: '4BR Villa in Sobha Hartland',
      developer: 'Sobha',
      location: 'Sobha Hartland',
      property_type: 'Villa',
      size_sqft: 5100,
      handover_date: 'Q2 2026',
      original_price: 9_800_000,
      distress_price: 9_150_000,
    },
  },
  {
    id: 'pr-13-riviera-na-deshevle-chem-bral',
    style: 'ru-listing',
    language: 'ru',
    text: `ЖК Azizi Riviera 15, Мейдан
1 спальня, 64 м²
Продаю за 980 000 AED — на 120 000 дешевле, чем брал у застройщика
Готова, с мебелью`,
    expected: {
      property_name: 'Azizi Riviera 15',
      developer: 'Azizi',
      location: 'Meydan',
      property_type: '1BR',
      size_sqft: 689,
      handover_date: 'Ready',
      furnishing: 'Furnished',
      original_price: 1_100_000,
      distress_price: 980_000,
    },
  },
  {
    id: 'pr-14-bellavista-owner-paid',
    style: 'plain-lines',
    language: 'en',
    text: `Owner paid AED 2.35M in 2022 – now asking 2.1M
2BR in Bellavista, Damac Hills, golf view, 1,200 sqft
Ready, 1 parking`,
    expected: {
      property_name: 'Bellavista',
      developer: 'Damac',
      location: 'Damac Hills',
      property_type: '2BR',
      size_sqft: 1200,
      view_type: 'Golf view',
      handover_date: 'Ready',
      parking_spaces: 1,
      original_price: 2_350_000,
      distress_price: 2_100_000,
    },
  },
  {
    id: 'pr-15-sobha-solis-paid-percent-instalment',
    style: 'offplan-resale',
    language: 'en',
    text: `OFF-PLAN RESALE – Sobha Solis, Motor City
1BR | 770 sq ft | Q2 2027
Selling price AED 1,120,000
Paid 30% (AED 378,000) | balance 70% on 60/40 plan`,
    expected: {
      property_name: 'Sobha Solis',
      developer: 'Sobha',
      location: 'Motor City',
      property_type: '1BR',
      size_sqft: 770,
      handover_date: 'Q2 2027',
      payment_plan: '60/40',
      distress_price: 1_120_000,
    },
  },
  {
    id: 'pr-16-samana-hills-zaplatil',
    style: 'ru-listing',
    language: 'ru',
    text: `Собственник заплатил 1,45 млн, продаёт за 1,3 млн AED
1 спальня в Samana Hills, Arjan, 720 кв.фт, готова`,
    expected: {
      property_name: 'Samana Hills',
      developer: 'Samana',
      location: 'Arjan',
      property_type: '1BR',
      size_sqft: 720,
      handover_date: 'Ready',
      original_price: 1_450_000,
      distress_price: 1_300_000,
    },
  },
  {
    id: 'pr-17-golf-promenade-minus-from-op',
    style: 'plain-lines',
    language: 'en',
    text: `Damac Hills – Golf Promenade 3, 2BR
AED 1.35M (-200K from OP)
1,150 sqft, golf course view, ready`,
    expected: {
      property_name: 'Golf Promenade 3',
      developer: 'Damac',
      location: 'Damac Hills',
      property_type: '2BR',
      size_sqft: 1150,
      view_type: 'Golf course view',
      handover_date: 'Ready',
      original_price: 1_550_000,
      distress_price: 1_350_000,
    },
  },
  {
    id: 'pr-18-onyx-under-market-amount',
    style: 'one-liner',
    language: 'en',
    text: `Binghatti Onyx studio 585K — 100K under market, ready, 412 sqft`,
    expected: {
      property_name: 'Binghatti Onyx',
      developer: 'Binghatti',
      location: 'Jumeirah Village Circle',
      property_type: 'Studio',
      size_sqft: 412,
      handover_date: 'Ready',
      original_price: 685_000,
      distress_price: 585_000,
    },
  },
  {
    id: 'pr-19-alaya-amount-below-original',
    style: 'emoji-bullets',
    language: 'en',
    text: `🔥 Alaya, Tilal Al Ghaf – 4BR villa
💰 AED 7,150,000 — AED 600,000 below original price
📐 3,980 sq ft BUA | Q1 2027 | 50/50`,
    expected: {
      property_name: 'Alaya',
      developer: 'Majid Al Futtaim',
      location: 'Tilal Al Ghaf',
      property_type: 'Villa',
      size_sqft: 3980,
      handover_date: 'Q1 2027',
      payment_plan: '50/50',
      original_price: 7_750_000,
      distress_price: 7_150_000,
    },
  },
  {
    id: 'pr-20-venice-nizhe-tseny-zastroyshchika-na',
    style: 'ru-investor',
    language: 'ru',
    text: `Инвесторам: Dubai South, Azizi Venice 3
Студия 38 м², цена 520 тыс AED — ниже цены застройщика на 95 тыс
Сдача 1 кв. 2027, рассрочка 60/40`,
    expected: {
      property_name: 'Azizi Venice 3',
      developer: 'Azizi',
      location: 'Dubai South',
      property_type: 'Studio',
      size_sqft: 409,
      handover_date: 'Q1 2027',
      payment_plan: '60/40',
      original_price: 615_000,
      distress_price: 520_000,
    },
  },
  {
    id: 'pr-21-vida-marina-valuation-my-price',
    style: 'plain-lines',
    language: 'en',
    text: `Vida Residences Dubai Marina | 1BR
Valuation 2.25M, my price 1.99M
Marina view, furnished, 780 sq ft`,
    expected: {
      property_name: 'Vida Residences Dubai Marina',
      developer: 'Emaar',
      location: 'Dubai Marina',
      property_type: '1BR',
      size_sqft: 780,
      view_type: 'Marina view',
      furnishing: 'Furnished',
      original_price: 2_250_000,
      distress_price: 1_990_000,
    },
  },
  {
    id: 'pr-22-creek-waters-ru-otsenka-rynka',
    style: 'offplan-resale',
    language: 'mixed',
    text: `Переуступка Creek Waters, 1 спальня
Оценка рынка: 1,75 млн | Цена застройщика: 1,62 млн | Наша цена: 1,55 млн
Сдача Q3 2027, план 80/20`,
    expected: {
      property_name: 'Creek Waters',
      developer: 'Emaar',
      location: 'Dubai Creek Harbour',
      property_type: '1BR',
      handover_date: 'Q3 2027',
      payment_plan: '80/20',
      original_price: 1_620_000,
      distress_price: 1_550_000,
    },
  },
  {
    id: 'pr-23-highbury-tsena-na-starte',
    style: 'ru-listing',
    language: 'ru',
    text: `Ellington: The Highbury, MBR City
1 спальня, 810 кв.фт, вид на лагуну
Цена на старте продаж была 1,9 млн, сейчас 1,74 млн AED
Сдача 4 кв. 2026`,
    expected: {
      property_name: 'The Highbury',
      developer: 'Ellington',
      location: 'Mohammed Bin Rashid City',
      property_type: '1BR',
      size_sqft: 810,
      view_type: 'Lagoon view',
      handover_date: 'Q4 2026',
      original_price: 1_900_000,
      distress_price: 1_740_000,
    },
  },
  {
    id: 'pr-24-executive-towers-was-now-market',
    style: 'plain-lines',
    language: 'en',
    text: `Price drop 📉 Executive Towers, Business Bay
Was 1.35M, now 1.19M (market ~1.3M)
1BR, 845 sqft, canal view, vacant`,
    expected: {
      property_name: 'Executive Towers',
      developer: 'Dubai Properties',
      location: 'Business Bay',
      property_type: '1BR',
      size_sqft: 845,
      view_type: 'Canal view',
      original_price: 1_350_000,
      distress_price: 1_190_000,
    },
  },
  {
    id: 'pr-25-carson-brali-u-zastroyshchika',
    style: 'ru-listing',
    language: 'ru',
    text: `Дамак Хиллс, ЖК Carson, 1 спальня
Брали у застройщика за 1 050 000, отдаём за 930 000 AED
Вид на гольф, 1 паркинг`,
    expected: {
      property_name: 'Carson',
      developer: 'Damac',
      location: 'Damac Hills',
      property_type: '1BR',
      view_type: 'Golf view',
      parking_spaces: 1,
      original_price: 1_050_000,
      distress_price: 930_000,
    },
  },
  {
    id: 'pr-26-shemara-purchase-market-asking',
    style: 'agency-hashtags',
    language: 'en',
    text: `REF: AG-2291 | Marina Promenade – Shemara Tower
3BR | 1,910 sq ft | full marina view
Purchase price AED 4.1M · Market value AED 4.6M · Asking AED 3.85M
#DubaiMarina #Emaar #BelowOP`,
    expected: {
      property_name: 'Marina Promenade - Shemara Tower',
      developer: 'Emaar',
      location: 'Dubai Marina',
      property_type: '3BR',
      size_sqft: 1910,
      view_type: 'Full marina view',
      original_price: 4_100_000,
      distress_price: 3_850_000,
    },
  },
];
