import type { CorpusAd } from './index.ts';

/**
 * Types and features the parser once read wrong: apartments in projects whose name holds "Mansion",
 * "Villa" or "Townhouse", "villa-style" and "townhouse-like" as descriptions, "3BR+M" / "3+1"; floors
 * ("on the 67th floor", "на 32-м этаже", "level 38", "этаж 18/40"); views without the word "view"
 * ("overlooking the golf course", "lagoon-facing", "окна выходят на парк", "View: Burj Khalifa &
 * lagoon"); parking counts in words and in Russian ("две парковки", "2 паркинга", "three parking").
 */
export const ADS_FEATURES: readonly CorpusAd[] = [
  {
    id: 'ft-01-royal-mansion-residences-apartment',
    style: 'plain-lines',
    language: 'en',
    text: `1BR apartment in Royal Mansion Residences, JVC
820 sqft | pool view | ready
AED 845K (OP 960K)`,
    expected: {
      property_name: 'Royal Mansion Residences',
      location: 'Jumeirah Village Circle',
      property_type: '1BR',
      size_sqft: 820,
      view_type: 'Pool view',
      handover_date: 'Ready',
      original_price: 960_000,
      distress_price: 845_000,
    },
  },
  {
    id: 'ft-02-townhouse-like-terrace-apartment',
    style: 'plain-lines',
    language: 'en',
    text: `2BR apartment with townhouse-like terrace, JVC, Belgravia Square
1,300 sqft | AED 1.38M | OP 1.52M`,
    expected: {
      property_name: 'Belgravia Square',
      developer: 'Ellington',
      location: 'Jumeirah Village Circle',
      property_type: '2BR',
      has_balcony: true,
      size_sqft: 1300,
      original_price: 1_520_000,
      distress_price: 1_380_000,
    },
  },
  {
    id: 'ft-03-club-villas-3br-maid',
    style: 'plain-lines',
    language: 'en',
    text: `Club Villas, Dubai Hills – 3BR + maid
BUA 2,640 sqft | park view | Ready
AED 5.6M (OP 6.2M)`,
    expected: {
      property_name: 'Club Villas',
      developer: 'Emaar',
      location: 'Dubai Hills Estate',
      property_type: 'Villa',
      size_sqft: 2640,
      view_type: 'Park view',
      handover_date: 'Ready',
      original_price: 6_200_000,
      distress_price: 5_600_000,
    },
  },
  {
    id: 'ft-04-boulevard-crescent-3br-m-opera',
    style: 'plain-lines',
    language: 'en',
    text: `3BR+M | Boulevard Crescent | Downtown
1,980 sq ft, Burj Khalifa & Opera views
Price AED 5.2M, OP 5.75M`,
    expected: {
      property_name: 'Boulevard Crescent',
      developer: 'Emaar',
      location: 'Downtown Dubai',
      property_type: '3BR',
      size_sqft: 1980,
      view_type: 'Burj Khalifa and Opera view',
      original_price: 5_750_000,
      distress_price: 5_200_000,
    },
  },
  {
    id: 'ft-05-cayan-3-plus-1-maid',
    style: 'ru-listing',
    language: 'ru',
    text: `Апартаменты 3+1 в Cayan Tower, Dubai Marina
3 спальни + комната горничной, 2 100 кв.фт, 52 этаж
Вид на море и марину
Цена 4,3 млн AED, оригинал 4,9 млн`,
    expected: {
      property_name: 'Cayan Tower',
      location: 'Dubai Marina',
      property_type: '3BR',
      size_sqft: 2100,
      floor_level: '52nd floor',
      view_type: 'Sea and marina view',
      original_price: 4_900_000,
      distress_price: 4_300_000,
    },
  },
  {
    id: 'ft-06-princess-tower-on-the-67th',
    style: 'plain-lines',
    language: 'en',
    text: `Princess Tower 2BR on the 67th floor
Full sea & marina view, 1,650 sqft
Asking 2.75M, original 3.1M`,
    expected: {
      property_name: 'Princess Tower',
      location: 'Dubai Marina',
      property_type: '2BR',
      floor_level: '67th floor',
      view_type: 'Full sea and marina view',
      size_sqft: 1650,
      original_price: 3_100_000,
      distress_price: 2_750_000,
    },
  },
  {
    id: 'ft-07-armada-na-32-m-etazhe',
    style: 'ru-listing',
    language: 'ru',
    text: `JLT, Armada Tower 2 — 2 спальни на 32-м этаже
Вид на озеро и Marina skyline, 1 280 кв.фт
Цена 1,75 млн AED, рыночная 1,95 млн
2 паркинга`,
    expected: {
      property_name: 'Armada Tower 2',
      location: 'Jumeirah Lake Towers',
      property_type: '2BR',
      floor_level: '32nd floor',
      view_type: 'Lake, marina and skyline view',
      size_sqft: 1280,
      parking_spaces: 2,
      original_price: 1_950_000,
      distress_price: 1_750_000,
    },
  },
  {
    id: 'ft-08-index-tower-level',
    style: 'plain-lines',
    language: 'en',
    text: `Index Tower, DIFC – 1BR on level 38
Burj Khalifa & city view, 1,050 sq ft
AED 2.2M (market 2.45M)
2 car parks`,
    expected: {
      property_name: 'Index Tower',
      location: 'DIFC',
      property_type: '1BR',
      floor_level: '38th floor',
      view_type: 'Burj Khalifa and city view',
      size_sqft: 1050,
      parking_spaces: 2,
      original_price: 2_450_000,
      distress_price: 2_200_000,
    },
  },
  {
    id: 'ft-09-peninsula-two-etazh-slash',
    style: 'ru-listing',
    language: 'ru',
    text: `Business Bay, ЖК Peninsula Two, 1 спальня
Этаж 18/40, вид на канал и Бурдж Халифу
Цена 1,62 млн, OP 1,8 млн
Сдача Q2 2026`,
    expected: {
      property_name: 'Peninsula Two',
      developer: 'Select Group',
      location: 'Business Bay',
      property_type: '1BR',
      floor_level: '18th floor',
      view_type: 'Canal and Burj Khalifa view',
      handover_date: 'Q2 2026',
      original_price: 1_800_000,
      distress_price: 1_620_000,
    },
  },
  {
    id: 'ft-10-golf-place-overlooking-golf-course',
    style: 'plain-lines',
    language: 'en',
    text: `Golf Place 2 villa, Dubai Hills
4BR, BUA 4,900 sq ft, overlooking the golf course
Private pool, 3 parking
AED 11.5M, OP 12.8M`,
    expected: {
      property_name: 'Golf Place 2',
      developer: 'Emaar',
      location: 'Dubai Hills Estate',
      property_type: 'Villa',
      size_sqft: 4900,
      view_type: 'Golf course view',
      has_pool: true,
      parking_spaces: 3,
      original_price: 12_800_000,
      distress_price: 11_500_000,
    },
  },
  {
    id: 'ft-11-lagoon-facing-venice',
    style: 'plain-lines',
    language: 'en',
    text: `Lagoon-facing 1BR, Azizi Venice 2, Dubai South
680 sq ft, balcony, Q4 2026
AED 870K (OP 960K)`,
    expected: {
      property_name: 'Azizi Venice 2',
      developer: 'Azizi',
      location: 'Dubai South',
      property_type: '1BR',
      view_type: 'Lagoon view',
      size_sqft: 680,
      has_balcony: true,
      handover_date: 'Q4 2026',
      original_price: 960_000,
      distress_price: 870_000,
    },
  },
  {
    id: 'ft-12-park-facing-safi-townhouses',
    style: 'plain-lines',
    language: 'en',
    text: `Park-facing 4BR townhouse in Town Square, Safi Townhouses
2,400 sq ft, 2 parking, ready
AED 2.55M, developer price 2.8M`,
    expected: {
      property_name: 'Safi Townhouses',
      developer: 'Nshama',
      location: 'Town Square',
      property_type: 'Townhouse',
      view_type: 'Park view',
      size_sqft: 2400,
      parking_spaces: 2,
      handover_date: 'Ready',
      original_price: 2_800_000,
      distress_price: 2_550_000,
    },
  },
  {
    id: 'ft-13-kiara-golf-views',
    style: 'plain-lines',
    language: 'en',
    text: `Kiara, Damac Hills – 1BR with golf views
760 sqft | AED 950K | OP 1.1M | ready`,
    expected: {
      property_name: 'Kiara',
      developer: 'Damac',
      location: 'Damac Hills',
      property_type: '1BR',
      view_type: 'Golf view',
      size_sqft: 760,
      handover_date: 'Ready',
      original_price: 1_100_000,
      distress_price: 950_000,
    },
  },
  {
    id: 'ft-14-artesia-s-vidom-na-golf-parkinga',
    style: 'ru-listing',
    language: 'ru',
    text: `Продаю 2 спальни с видом на гольф в Damac Hills, ЖК Artesia
1 450 кв.фт, 2 паркинга, без мебели
Цена 2,05 млн AED, была 2,3 млн`,
    expected: {
      property_name: 'Artesia',
      developer: 'Damac',
      location: 'Damac Hills',
      property_type: '2BR',
      view_type: 'Golf view',
      size_sqft: 1450,
      parking_spaces: 2,
      furnishing: 'Unfurnished',
      original_price: 2_300_000,
      distress_price: 2_050_000,
    },
  },
  {
    id: 'ft-15-noor-okna-vykhodyat-na-park',
    style: 'ru-listing',
    language: 'ru',
    text: `Таунхаус в Town Square, ЖК Noor Townhouses, 3 спальни
Окна выходят на парк, 1 900 кв.фт
Цена 1,95 млн, у застройщика было 2,15 млн
2 машино-места`,
    expected: {
      property_name: 'Noor Townhouses',
      developer: 'Nshama',
      location: 'Town Square',
      property_type: 'Townhouse',
      view_type: 'Park view',
      size_sqft: 1900,
      parking_spaces: 2,
      original_price: 2_150_000,
      distress_price: 1_950_000,
    },
  },
  {
    id: 'ft-16-jumeirah-islands-dve-parkovki',
    style: 'ru-listing',
    language: 'ru',
    text: `Вилла 5 спален, Jumeirah Islands, вид на озеро
Участок 8 000 кв.фт, площадь 5 600 кв.фт
Цена 19 млн AED вместо 21,5 млн
Свой бассейн, две парковки`,
    expected: {
      property_name: '5BR Villa in Jumeirah Islands',
      location: 'Jumeirah Islands',
      property_type: 'Villa',
      view_type: 'Lake view',
      size_sqft: 5600,
      has_pool: true,
      parking_spaces: 2,
      original_price: 21_500_000,
      distress_price: 19_000_000,
    },
  },
  {
    id: 'ft-17-23-marina-penthouse-three-parking',
    style: 'plain-lines',
    language: 'en',
    text: `4BR penthouse, 23 Marina, private pool
6,100 sq ft | full marina view | three parking
AED 12.4M (original 14M)`,
    expected: {
      property_name: '23 Marina',
      location: 'Dubai Marina',
      property_type: 'Penthouse',
      has_pool: true,
      size_sqft: 6100,
      view_type: 'Full marina view',
      parking_spaces: 3,
      original_price: 14_000_000,
      distress_price: 12_400_000,
    },
  },
  {
    id: 'ft-18-creek-vistas-reserve-view-label',
    style: 'key-value',
    language: 'en',
    text: `Type: 1BR
Project: Creek Vistas Reserve
View: Burj Khalifa & lagoon
Size: 780 sq ft
Price: 1.38M | OP: 1.55M
Handover: Q3 2026`,
    expected: {
      property_name: 'Creek Vistas Reserve',
      developer: 'Sobha',
      location: 'Sobha Hartland',
      property_type: '1BR',
      view_type: 'Burj Khalifa and lagoon view',
      size_sqft: 780,
      handover_date: 'Q3 2026',
      original_price: 1_550_000,
      distress_price: 1_380_000,
    },
  },
  {
    id: 'ft-19-seapoint-ru-sheet-view-label',
    style: 'key-value',
    language: 'ru',
    text: `Проект: Seapoint, Emaar Beachfront
Тип: 2 спальни
Вид: море и Пальма
Этаж: 27
Цена: 4,05 млн AED
Цена застройщика: 4,4 млн AED`,
    expected: {
      property_name: 'Seapoint',
      developer: 'Emaar',
      location: 'Emaar Beachfront',
      property_type: '2BR',
      view_type: 'Sea and Palm view',
      floor_level: '27th floor',
      original_price: 4_400_000,
      distress_price: 4_050_000,
    },
  },
  {
    id: 'ft-20-zahra-ground-floor-facing-pool',
    style: 'plain-lines',
    language: 'en',
    text: `Ground floor 1BR facing the pool – Zahra Apartments 2A, Town Square
Private garden, 780 sqft
Price 790K (OP 880K)`,
    expected: {
      property_name: 'Zahra Apartments 2A',
      developer: 'Nshama',
      location: 'Town Square',
      property_type: '1BR',
      floor_level: 'Ground floor',
      view_type: 'Pool view',
      size_sqft: 780,
      original_price: 880_000,
      distress_price: 790_000,
    },
  },
];
