import type { CorpusAd } from './index.ts';

/** Russian ads as Russian-speaking agents in Dubai post them (written for this corpus). */
export const ADS_RU: readonly CorpusAd[] = [
  {
    id: 'ru-01-phoenix-below-market',
    style: 'ru-listing',
    text: `🔥СРОЧНАЯ ПРОДАЖА🔥
ЖК Binghatti Phoenix, JVC
1-спальные апартаменты, 720 кв.фт
Цена: 850 000 AED (ниже рынка на 20%)
Готовый объект, без мебели
📞 +971 50 123 4567`,
    expected: {
      property_name: 'Binghatti Phoenix',
      developer: 'Binghatti',
      location: 'Jumeirah Village Circle',
      property_type: '1BR',
      size_sqft: 720,
      distress_price: 850_000,
      original_price: 1_063_000,
      handover_date: 'Ready',
      furnishing: 'Unfurnished',
    },
  },
  {
    id: 'ru-02-marina-sqm',
    style: 'ru-listing',
    text: `СРОЧНО! Дубай Марина, 2 спальни
Площадь: 110 кв.м
Вид на море, высокий этаж, балкон
Цена: 2,4 млн AED
Оригинальная цена: 2,9 млн
С мебелью, 1 парковочное место
Пишите в ЛС @marina_ru_agent`,
    expected: {
      property_name: '2BR in Dubai Marina',
      location: 'Dubai Marina',
      property_type: '2BR',
      size_sqft: 1184,
      view_type: 'Sea view',
      floor_level: 'High floor',
      has_balcony: true,
      distress_price: 2_400_000,
      original_price: 2_900_000,
      furnishing: 'Furnished',
      parking_spaces: 1,
    },
  },
  {
    id: 'ru-03-peninsula-four-tys',
    style: 'ru-listing',
    text: `Студия в Business Bay, ЖК Peninsula Four от Select Group
Площадь 42 м²
Стоимость: 980 тыс. AED
Сдача 2 кв. 2027, рассрочка 60/40
Скидка 18% от цены застройщика`,
    expected: {
      property_name: 'Peninsula Four',
      developer: 'Select Group',
      location: 'Business Bay',
      property_type: 'Studio',
      size_sqft: 452,
      distress_price: 980_000,
      original_price: 1_195_000,
      handover_date: 'Q2 2027',
      payment_plan: '60/40',
    },
  },
  {
    id: 'ru-04-ranches-villa',
    style: 'ru-listing',
    text: `Вилла в Arabian Ranches 2, 4 спальни + комната для прислуги
Участок 6 500 кв.фт, площадь 3 800 кв.фт
Частный бассейн, сад, 2 парковки
Цена 6,8 млн дирхам (была 7,9 млн)
Ключи сразу`,
    expected: {
      property_name: '4BR Villa in Arabian Ranches 2',
      location: 'Arabian Ranches 2',
      property_type: 'Villa',
      size_sqft: 3800,
      has_pool: true,
      parking_spaces: 2,
      distress_price: 6_800_000,
      original_price: 7_900_000,
      handover_date: 'Ready',
    },
  },
  {
    id: 'ru-05-downtown-komnatnaya',
    style: 'ru-listing',
    text: `Даунтаун, 1-комнатная квартира с видом на Бурдж Халифа
Площадь: 65 кв.м, 25 этаж
Цена: 1,9 млн AED, рыночная 2,3 млн
Готовая, с мебелью
Тел: +7 916 123-45-67`,
    expected: {
      property_name: '1BR in Downtown Dubai',
      location: 'Downtown Dubai',
      property_type: '1BR',
      view_type: 'Burj Khalifa view',
      size_sqft: 700,
      floor_level: '25th floor',
      distress_price: 1_900_000,
      original_price: 2_300_000,
      handover_date: 'Ready',
      furnishing: 'Furnished',
    },
  },
  {
    id: 'ru-06-palm-penthouse',
    style: 'ru-listing',
    text: `🌴 Пальма Джумейра — пентхаус с частным бассейном
5 спален, 7 200 кв. футов, панорамный вид на море
Цена: 42 000 000 AED
Оригинальная стоимость 50 000 000 AED
Парковка на 3 машины`,
    expected: {
      property_name: '5BR Penthouse in Palm Jumeirah',
      location: 'Palm Jumeirah',
      property_type: 'Penthouse',
      has_pool: true,
      size_sqft: 7200,
      view_type: 'Panoramic sea view',
      distress_price: 42_000_000,
      original_price: 50_000_000,
      parking_spaces: 3,
    },
  },
  {
    id: 'ru-07-lake-views-assignment',
    style: 'offplan-resale',
    text: `Переуступка! IMPZ, ЖК Samana Lake Views
1 спальня, 780 кв.фт, бассейн на балконе
Цена переуступки 1 050 000 AED
Застройщик продаёт за 1 300 000 AED
Рассрочка 1% в месяц, сдача 4 кв. 2026`,
    expected: {
      property_name: 'Samana Lake Views',
      developer: 'Samana',
      location: 'Dubai Production City',
      property_type: '1BR',
      size_sqft: 780,
      has_pool: true,
      has_balcony: true,
      distress_price: 1_050_000,
      original_price: 1_300_000,
      payment_plan: '1% monthly',
      handover_date: 'Q4 2026',
    },
  },
  {
    id: 'ru-08-business-bay-studio-tys',
    style: 'ru-listing',
    text: `Студия в Бизнес Бей, 38 кв.м, вид на канал
Цена всего 720 тыс AED!
Полностью меблирована, сдача: готово
WhatsApp +971 52 111 2233`,
    expected: {
      property_name: 'Studio in Business Bay',
      location: 'Business Bay',
      property_type: 'Studio',
      size_sqft: 409,
      view_type: 'Canal view',
      distress_price: 720_000,
      furnishing: 'Furnished',
      handover_date: 'Ready',
    },
  },
  {
    id: 'ru-09-golf-grand-post-handover',
    style: 'ru-listing',
    text: `Dubai Hills Estate, проект Golf Grand от Emaar
3 спальни, 1 650 кв.фт, вид на гольф-поле
Цена: 3,6 млн AED (на 15% ниже цены застройщика)
Сдача в декабре 2026, рассрочка 80/20 постхендовер`,
    expected: {
      property_name: 'Golf Grand',
      developer: 'Emaar',
      location: 'Dubai Hills Estate',
      property_type: '3BR',
      size_sqft: 1650,
      view_type: 'Golf course view',
      distress_price: 3_600_000,
      original_price: 4_235_000,
      handover_date: 'Dec 2026',
      payment_plan: 'Post-handover 80/20',
    },
  },
  {
    id: 'ru-10-creek-rise',
    style: 'ru-listing',
    text: `Дубай Крик Харбор — 2 спальни в Creek Rise
Площадь 1 100 кв. фт, вид на Крик и Даунтаун
Цена 2,25 млн, была 2,7 млн
Готовая, без мебели, 1 парковка
Emaar`,
    expected: {
      property_name: 'Creek Rise',
      developer: 'Emaar',
      location: 'Dubai Creek Harbour',
      property_type: '2BR',
      size_sqft: 1100,
      view_type: 'Creek and Downtown view',
      distress_price: 2_250_000,
      original_price: 2_700_000,
      handover_date: 'Ready',
      furnishing: 'Unfurnished',
      parking_spaces: 1,
    },
  },
  {
    id: 'ru-11-damac-hills-townhouse',
    style: 'ru-listing',
    text: `Таунхаус в Дамак Хиллс 2, 3 спальни
Площадь 1 700 кв.фт
Срочная продажа: 1 350 000 AED
Ниже оригинальной цены на 25%
Ключи на руках`,
    expected: {
      property_name: '3BR Townhouse in Damac Hills 2',
      developer: 'Damac',
      location: 'Damac Hills 2',
      property_type: 'Townhouse',
      size_sqft: 1700,
      distress_price: 1_350_000,
      original_price: 1_800_000,
      handover_date: 'Ready',
    },
  },
  {
    id: 'ru-12-furjan-cyrillic-names',
    style: 'ru-listing',
    text: `Аль Фурджан, 1 спальня, 850 кв.фт
Азизи, готовый дом
Цена 950 000 дирхам, оригинал 1 150 000
Балкон, парковка`,
    expected: {
      property_name: '1BR in Al Furjan',
      developer: 'Azizi',
      location: 'Al Furjan',
      property_type: '1BR',
      size_sqft: 850,
      handover_date: 'Ready',
      distress_price: 950_000,
      original_price: 1_150_000,
      has_balcony: true,
      parking_spaces: 1,
    },
  },
  {
    id: 'ru-13-jlt-floor-8800',
    style: 'ru-listing',
    text: `JLT, кластер Y, 2 спальни
Этаж 12, вид на озеро
105 м2, с мебелью
Цена: 1,85 млн
8-800-555-35-35`,
    expected: {
      property_name: '2BR in Jumeirah Lake Towers',
      location: 'Jumeirah Lake Towers',
      property_type: '2BR',
      floor_level: '12th floor',
      view_type: 'Lake view',
      size_sqft: 1130,
      furnishing: 'Furnished',
      distress_price: 1_850_000,
    },
  },
  {
    id: 'ru-14-hartland-villa-pdf',
    style: 'ru-listing',
    text: `Sobha Hartland 2, вилла 5 спален
Цена 14,5 млн AED вместо 17 млн (-15%)
Сдача 3 кв. 2026
Рассрочка 60/40
Презентация: https://sobha-deals.ae/brochure/hartland2-villa.pdf`,
    expected: {
      property_name: '5BR Villa in Sobha Hartland 2',
      developer: 'Sobha',
      location: 'Sobha Hartland 2',
      property_type: 'Villa',
      distress_price: 14_500_000,
      original_price: 17_000_000,
      handover_date: 'Q3 2026',
      payment_plan: '60/40',
      brochure_link: 'https://sobha-deals.ae/brochure/hartland2-villa.pdf',
    },
  },
  {
    id: 'ru-15-dolce-vita-comma-mln',
    style: 'ru-listing',
    text: `Арджан — 1BR в Vincitore Dolce Vita
Цена: 1,2 млн AED
Площадь 70 кв.м
Сдача 1 кв. 2027, план 70/30
Частный бассейн!`,
    expected: {
      property_name: 'Vincitore Dolce Vita',
      developer: 'Vincitore',
      location: 'Arjan',
      property_type: '1BR',
      distress_price: 1_200_000,
      size_sqft: 753,
      handover_date: 'Q1 2027',
      payment_plan: '70/30',
      has_pool: true,
    },
  },
  {
    id: 'ru-16-venice-cheaper-than-market',
    style: 'ru-listing',
    text: `Дубай Саут, студия в Azizi Venice
Площадь 35 кв.м, вид на лагуну
Продаю за 560 000 AED, дешевле рынка на 20%
Сдача: 4 квартал 2027`,
    expected: {
      property_name: 'Azizi Venice',
      developer: 'Azizi',
      location: 'Dubai South',
      property_type: 'Studio',
      size_sqft: 377,
      view_type: 'Lagoon view',
      distress_price: 560_000,
      original_price: 700_000,
      handover_date: 'Q4 2027',
    },
  },
  {
    id: 'ru-17-riviera-mln-dirham',
    style: 'ru-listing',
    text: `Мейдан, ЖК Azizi Riviera, 1 спальня
Цена 1.2 млн дирхам
Стоимость у застройщика 1.45 млн
Готов к заселению, с мебелью, балкон`,
    expected: {
      property_name: 'Azizi Riviera',
      developer: 'Azizi',
      location: 'Meydan',
      property_type: '1BR',
      distress_price: 1_200_000,
      original_price: 1_450_000,
      handover_date: 'Ready',
      furnishing: 'Furnished',
      has_balcony: true,
    },
  },
  {
    id: 'ru-18-jvc-two-room',
    style: 'ru-listing',
    text: `JVC | 2-комнатная | 1 300 кв.фт
Цена: 1 250 000 AED
Этаж: высокий, вид на парк
Парковка: 1
Звоните: +971 56 777 8899`,
    expected: {
      property_name: '2BR in Jumeirah Village Circle',
      location: 'Jumeirah Village Circle',
      property_type: '2BR',
      size_sqft: 1300,
      distress_price: 1_250_000,
      floor_level: 'High floor',
      view_type: 'Park view',
      parking_spaces: 1,
    },
  },
  {
    id: 'ru-19-beachfront-below-developer',
    style: 'ru-listing',
    text: `Эмаар Бичфронт, 3 спальни, полный вид на море
Площадь 1 850 кв.фт, 30 этаж
Цена 6,9 млн AED, ниже цены застройщика на 12%
Дом сдан, Emaar`,
    expected: {
      property_name: '3BR in Emaar Beachfront',
      developer: 'Emaar',
      location: 'Emaar Beachfront',
      property_type: '3BR',
      view_type: 'Full sea view',
      size_sqft: 1850,
      floor_level: '30th floor',
      distress_price: 6_900_000,
      original_price: 7_841_000,
      handover_date: 'Ready',
    },
  },
  {
    id: 'ru-20-rimal-jbr',
    style: 'ru-listing',
    text: `JBR, Rimal 3, 1 спальня
Площадь 75 кв.м, вид на море и Ain Dubai
Цена: 2 100 000 AED
Оригинальная цена: 2 450 000 AED
Меблированная, балкон, парковка`,
    expected: {
      property_name: 'Rimal 3',
      developer: 'Dubai Properties',
      location: 'Jumeirah Beach Residence',
      property_type: '1BR',
      size_sqft: 807,
      view_type: 'Sea and Ain Dubai view',
      distress_price: 2_100_000,
      original_price: 2_450_000,
      furnishing: 'Furnished',
      has_balcony: true,
      parking_spaces: 1,
    },
  },
  {
    id: 'ru-21-churchill-office',
    style: 'ru-listing',
    text: `Продается офис в Бизнес Бей, башня Churchill Tower
Площадь 1 250 кв.фт, 2 парковки
Цена 1,6 млн AED, рыночная 1,95 млн
Арендатор до 2026`,
    expected: {
      property_name: 'Churchill Tower',
      location: 'Business Bay',
      property_type: 'Office',
      size_sqft: 1250,
      parking_spaces: 2,
      distress_price: 1_600_000,
      original_price: 1_950_000,
    },
  },
  {
    id: 'ru-22-sidra-villa',
    style: 'ru-listing',
    text: `Dubai Hills, вилла Sidra 3, 4 спальни
Участок 7 000 кв.фт, жилая площадь 3 400 кв.фт
Стоимость: 9,5 млн дирхамов
Рынок: 11 млн
Свой бассейн, 2 машиноместа
Готовая`,
    expected: {
      property_name: 'Sidra 3',
      developer: 'Emaar',
      location: 'Dubai Hills Estate',
      property_type: 'Villa',
      size_sqft: 3400,
      distress_price: 9_500_000,
      original_price: 11_000_000,
      has_pool: true,
      parking_spaces: 2,
      handover_date: 'Ready',
    },
  },
  {
    id: 'ru-23-valley-assignment',
    style: 'offplan-resale',
    text: `The Valley от Эмаар — таунхаус 3 спальни
1 900 кв.фт, сдача 1 кв. 2026
Переуступка за 1,9 млн, застройщик продавал за 2,2 млн
Рассрочка 80/20`,
    expected: {
      property_name: '3BR Townhouse in The Valley',
      developer: 'Emaar',
      location: 'The Valley',
      property_type: 'Townhouse',
      size_sqft: 1900,
      handover_date: 'Q1 2026',
      distress_price: 1_900_000,
      original_price: 2_200_000,
      payment_plan: '80/20',
    },
  },
  {
    id: 'ru-24-jumeirah-villa-inflected',
    style: 'ru-listing',
    text: `Срочно продаётся вилла в Джумейре, 5 спален
Площадь 6 000 кв.фт, участок 10 000 кв.фт
Цена 12 млн AED
Скидка 20% к рынку
Готовый дом, без мебели`,
    expected: {
      property_name: '5BR Villa in Jumeirah',
      location: 'Jumeirah',
      property_type: 'Villa',
      size_sqft: 6000,
      distress_price: 12_000_000,
      original_price: 15_000_000,
      handover_date: 'Ready',
      furnishing: 'Unfurnished',
    },
  },
  {
    id: 'ru-25-dso-studio-rent-phone',
    style: 'ru-listing',
    text: `Дубай Силикон Оазис, студия 400 кв.фт
Цена 420 000 дирхамов
Арендована за 40 000 в год
Тел. 055 123 45 67`,
    expected: {
      property_name: 'Studio in Dubai Silicon Oasis',
      location: 'Dubai Silicon Oasis',
      property_type: 'Studio',
      size_sqft: 400,
      distress_price: 420_000,
    },
  },
];
