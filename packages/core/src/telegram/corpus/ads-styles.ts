import type { CorpusAd } from './index.ts';

/**
 * The channel styles the first corpus had few of: WhatsApp forwards, developer-launch copy, agency
 * templates with reference numbers and hashtags, bilingual blocks, terse one-liners, labelled sheets,
 * "OFF-PLAN RESALE" templates, capitals, and Russian investor write-ups.
 */
export const ADS_STYLES: readonly CorpusAd[] = [
  {
    id: 'st-01-sadaf-whatsapp-bold',
    style: 'whatsapp-forward',
    language: 'en',
    text: `*Forwarded*
*HOT* 🔥 *JBR – Sadaf 6*
*3BR* full sea view, 1,760 sqft
*Asking 3.6M* (OP 4.1M)
_Vacant • Unfurnished_`,
    expected: {
      property_name: 'Sadaf 6',
      developer: 'Dubai Properties',
      location: 'Jumeirah Beach Residence',
      property_type: '3BR',
      view_type: 'Full sea view',
      size_sqft: 1760,
      furnishing: 'Unfurnished',
      original_price: 4_100_000,
      distress_price: 3_600_000,
    },
  },
  {
    id: 'st-02-executive-towers-whatsapp-ru-tenanted',
    style: 'whatsapp-forward',
    language: 'ru',
    text: `Пересылаю от коллеги 👇
*Срочно* — Business Bay, *Executive Towers*, студия
*Цена 720 тыс*, брали за 800 тыс
Вид на канал, сдана в аренду до марта`,
    expected: {
      property_name: 'Executive Towers',
      developer: 'Dubai Properties',
      location: 'Business Bay',
      property_type: 'Studio',
      view_type: 'Canal view',
      original_price: 800_000,
      distress_price: 720_000,
    },
  },
  {
    id: 'st-03-azizi-star-fwd-fwd-wants-paid',
    style: 'whatsapp-forward',
    language: 'en',
    text: `Fwd: Fwd:
Hi team, urgent from my client:
Azizi Star, Al Furjan – 1BR, 690 sqft, rented 55K
Wants 720K, paid 800K in 2021
Sent from my iPhone`,
    expected: {
      property_name: 'Azizi Star',
      developer: 'Azizi',
      location: 'Al Furjan',
      property_type: '1BR',
      size_sqft: 690,
      original_price: 800_000,
      distress_price: 720_000,
    },
  },
  {
    id: 'st-04-sunrise-bay-as-received',
    style: 'whatsapp-forward',
    language: 'mixed',
    text: `As received 📩
*Emaar Beachfront – Sunrise Bay 1*
*1BR* sea view | *AED 2.05M* | OP 2.3M
Готов, с мебелью`,
    expected: {
      property_name: 'Sunrise Bay 1',
      developer: 'Emaar',
      location: 'Emaar Beachfront',
      property_type: '1BR',
      view_type: 'Sea view',
      handover_date: 'Ready',
      furnishing: 'Furnished',
      original_price: 2_300_000,
      distress_price: 2_050_000,
    },
  },
  {
    id: 'st-05-address-the-bay-launch-copy',
    style: 'developer-launch',
    language: 'en',
    text: `🌊 ADDRESS THE BAY — Emaar Beachfront 🌊
Branded living where the Gulf meets the skyline
• 2BR | 1,390 sq.ft | full sea view
• Launch price AED 4,450,000
• Your price today AED 4,100,000
• Handover Q1 2026 • 90/10`,
    expected: {
      property_name: 'Address The Bay',
      developer: 'Emaar',
      location: 'Emaar Beachfront',
      property_type: '2BR',
      size_sqft: 1390,
      view_type: 'Full sea view',
      handover_date: 'Q1 2026',
      payment_plan: '90/10',
      original_price: 4_450_000,
      distress_price: 4_100_000,
    },
  },
  {
    id: 'st-06-skyvue-launch-copy-ru',
    style: 'developer-launch',
    language: 'ru',
    text: `🏙 SOBHA SKYVUE — резиденции в Sobha Hartland 2
✔ 2 спальни, 1 120 кв.фт
✔ Цена на старте: 2 600 000 AED
✔ Цена переуступки: 2 420 000 AED
✔ Сдача: 2 кв. 2028 | План 60/40`,
    expected: {
      property_name: 'Sobha Skyvue',
      developer: 'Sobha',
      location: 'Sobha Hartland 2',
      property_type: '2BR',
      size_sqft: 1120,
      handover_date: 'Q2 2028',
      payment_plan: '60/40',
      original_price: 2_600_000,
      distress_price: 2_420_000,
    },
  },
  {
    id: 'st-07-burj-binghatti-launch-resale',
    style: 'developer-launch',
    language: 'en',
    text: `💎 BURJ BINGHATTI JACOB & CO RESIDENCES 💎
The world's tallest residential tower
3BR | 2,800 sq ft | Burj Khalifa & canal view
Launch price AED 13.5M → resale AED 12.2M
Handover Q4 2026 | 70/30`,
    expected: {
      property_name: 'Burj Binghatti Jacob & Co Residences',
      developer: 'Binghatti',
      location: 'Business Bay',
      property_type: '3BR',
      size_sqft: 2800,
      view_type: 'Burj Khalifa and canal view',
      handover_date: 'Q4 2026',
      payment_plan: '70/30',
      original_price: 13_500_000,
      distress_price: 12_200_000,
    },
  },
  {
    id: 'st-08-vida-creek-beach-launch-today',
    style: 'developer-launch',
    language: 'en',
    text: `📣 Emaar Launch Resale — Vida Residences Creek Beach
1BR | 790 sq ft | beach & creek view
Launch AED 1.85M | Today AED 1.72M
Q2 2027 | 80/20 | DLD 4% extra`,
    expected: {
      property_name: 'Vida Residences Creek Beach',
      developer: 'Emaar',
      location: 'Dubai Creek Harbour',
      property_type: '1BR',
      size_sqft: 790,
      view_type: 'Beach and creek view',
      handover_date: 'Q2 2027',
      payment_plan: '80/20',
      original_price: 1_850_000,
      distress_price: 1_720_000,
    },
  },
  {
    id: 'st-09-boulevard-heights-agency-ref',
    style: 'agency-hashtags',
    language: 'en',
    text: `🏢 FOR SALE | Ref #DD-1182
Boulevard Heights, Downtown Dubai
2 Beds | 2 Baths | 1,320 sq.ft | Burj Khalifa view
Asking: AED 3,150,000 | OP: AED 3,500,000
#Downtown #Emaar #Investment #DubaiRealEstate
Sky Homes Real Estate | RERA ORN 24680`,
    expected: {
      property_name: 'Boulevard Heights',
      developer: 'Emaar',
      location: 'Downtown Dubai',
      property_type: '2BR',
      size_sqft: 1320,
      view_type: 'Burj Khalifa view',
      original_price: 3_500_000,
      distress_price: 3_150_000,
    },
  },
  {
    id: 'st-10-shoreline-agency-ru-hashtags',
    style: 'agency-hashtags',
    language: 'ru',
    text: `🔑 Объект № 5521
📍 Palm Jumeirah, Shoreline
🛏 2 спальни | 🛁 3 санузла | 📐 1 650 кв.фт
💰 4 200 000 AED (рынок 4 700 000)
🌊 Вид на море, 1 машиноместо
#пальма #шорлайн #продажа #дубай
Агентство «Эмираты Хоум» | RERA 33441`,
    expected: {
      property_name: 'Shoreline',
      developer: 'Nakheel',
      location: 'Palm Jumeirah',
      property_type: '2BR',
      size_sqft: 1650,
      view_type: 'Sea view',
      parking_spaces: 1,
      original_price: 4_700_000,
      distress_price: 4_200_000,
    },
  },
  {
    id: 'st-11-ocean-heights-new-listing',
    style: 'agency-hashtags',
    language: 'en',
    text: `NEW LISTING 🆕 Ocean Heights, Dubai Marina
Studio | 520 sqft | sea view | 41st floor
AED 980,000 (Market AED 1,100,000)
☎️ Call Ahmed 050 442 1190 | BRN 55123
#OceanHeights #DubaiMarina #Studio #Distress`,
    expected: {
      property_name: 'Ocean Heights',
      developer: 'Damac',
      location: 'Dubai Marina',
      property_type: 'Studio',
      size_sqft: 520,
      view_type: 'Sea view',
      floor_level: '41st floor',
      original_price: 1_100_000,
      distress_price: 980_000,
    },
  },
  {
    id: 'st-12-the-crest-flag-lines',
    style: 'bilingual-blocks',
    language: 'mixed',
    text: `🇬🇧 2BR | The Crest, Sobha Hartland | 1,200 sq ft | AED 2.0M (OP 2.25M) | Ready
🇷🇺 2 спальни | The Crest, Sobha Hartland | 111 м² | 2,0 млн AED (OP 2,25 млн) | Готово`,
    expected: {
      property_name: 'The Crest',
      developer: 'Sobha',
      location: 'Sobha Hartland',
      property_type: '2BR',
      size_sqft: 1200,
      handover_date: 'Ready',
      original_price: 2_250_000,
      distress_price: 2_000_000,
    },
  },
  {
    id: 'st-13-binghatti-crest-slash-pairs',
    style: 'bilingual-blocks',
    language: 'mixed',
    text: `Studio / Студия — Binghatti Crest, JVC
Size / Площадь: 412 sqft
Price / Цена: 575K AED
OP / Цена застройщика: 650K AED
Ready / Готово`,
    expected: {
      property_name: 'Binghatti Crest',
      developer: 'Binghatti',
      location: 'Jumeirah Village Circle',
      property_type: 'Studio',
      size_sqft: 412,
      handover_date: 'Ready',
      original_price: 650_000,
      distress_price: 575_000,
    },
  },
  {
    id: 'st-14-sienna-lakes-ru-then-en',
    style: 'bilingual-blocks',
    language: 'mixed',
    text: `🇷🇺 Вилла 4 спальни, Jumeirah Golf Estates, Sienna Lakes
Площадь 4 300 кв.фт, вид на гольф-поле, свой бассейн
Цена 8,2 млн AED (покупали за 9 млн)
🇬🇧 4BR villa, Jumeirah Golf Estates, Sienna Lakes
4,300 sq ft, golf course view, private pool
AED 8.2M (bought at 9M)`,
    expected: {
      property_name: 'Sienna Lakes',
      location: 'Jumeirah Golf Estates',
      property_type: 'Villa',
      size_sqft: 4300,
      view_type: 'Golf course view',
      has_pool: true,
      original_price: 9_000_000,
      distress_price: 8_200_000,
    },
  },
  {
    id: 'st-15-rimal-terse',
    style: 'one-liner',
    language: 'en',
    text: `2BR Rimal 4 JBR sea view 1,400sqft 2.45M (OP 2.8M) vacant ☎ 055 900 1212`,
    expected: {
      property_name: 'Rimal 4',
      developer: 'Dubai Properties',
      location: 'Jumeirah Beach Residence',
      property_type: '2BR',
      view_type: 'Sea view',
      size_sqft: 1400,
      original_price: 2_800_000,
      distress_price: 2_450_000,
    },
  },
  {
    id: 'st-16-bloom-towers-terse-ru',
    style: 'one-liner',
    language: 'ru',
    text: `Студия Bloom Towers JVC 36 м² 495 тыс AED (OP 560 тыс) готова 📲 +971 50 333 1212`,
    expected: {
      property_name: 'Bloom Towers',
      developer: 'Bloom Holding',
      location: 'Jumeirah Village Circle',
      property_type: 'Studio',
      size_sqft: 388,
      handover_date: 'Ready',
      original_price: 560_000,
      distress_price: 495_000,
    },
  },
  {
    id: 'st-17-hartland-2-villa-minus-vs-op',
    style: 'one-liner',
    language: 'en',
    text: `🔥Sobha Hartland 2 villa 6BR 14.5M (-1.5M vs OP) Q3 2026🔥`,
    expected: {
      property_name: '6BR Villa in Sobha Hartland 2',
      developer: 'Sobha',
      location: 'Sobha Hartland 2',
      property_type: 'Villa',
      handover_date: 'Q3 2026',
      original_price: 16_000_000,
      distress_price: 14_500_000,
    },
  },
  {
    id: 'st-18-dh2-townhouse-pipes',
    style: 'one-liner',
    language: 'en',
    text: `Townhouse | Damac Hills 2 | 3BR | 1,720 sqft | 1.38M | was 1.55M | single row`,
    expected: {
      property_name: '3BR Townhouse in Damac Hills 2',
      developer: 'Damac',
      location: 'Damac Hills 2',
      property_type: 'Townhouse',
      size_sqft: 1720,
      original_price: 1_550_000,
      distress_price: 1_380_000,
    },
  },
  {
    id: 'st-19-pantheon-elysee-sheet',
    style: 'key-value',
    language: 'en',
    text: `Community: JVC
Building: Pantheon Elysee II
Unit: 1BR / 1.5 baths
BUA: 930 sq.ft
Floor: 9
Asking: AED 1,020,000
Original: AED 1,150,000
Furnishing: Semi-furnished
Parking: 1`,
    expected: {
      property_name: 'Pantheon Elysee II',
      developer: 'Pantheon',
      location: 'Jumeirah Village Circle',
      property_type: '1BR',
      size_sqft: 930,
      floor_level: '9th floor',
      furnishing: 'Semi-furnished',
      parking_spaces: 1,
      original_price: 1_150_000,
      distress_price: 1_020_000,
    },
  },
  {
    id: 'st-20-sparkle-towers-ru-sheet',
    style: 'key-value',
    language: 'ru',
    text: `Локация: Дубай Марина
Проект: Sparkle Towers
Планировка: 2 спальни
Площадь: 1 250 кв.фт
Этаж: 19
Цена: 2 600 000 AED
Рыночная цена: 2 900 000 AED
Статус: готово`,
    expected: {
      property_name: 'Sparkle Towers',
      location: 'Dubai Marina',
      property_type: '2BR',
      size_sqft: 1250,
      floor_level: '19th floor',
      handover_date: 'Ready',
      original_price: 2_900_000,
      distress_price: 2_600_000,
    },
  },
  {
    id: 'st-21-costa-brava-resale-amount-paid',
    style: 'offplan-resale',
    language: 'en',
    text: `OFF-PLAN RESALE | Damac Lagoons – Costa Brava 2
4BR townhouse | 2,450 sq ft
Original price: AED 3,180,000
Amount paid: AED 954,000 (30%)
Resale price: AED 2,990,000
Handover: Q4 2026 | 80/20`,
    expected: {
      property_name: 'Costa Brava 2',
      developer: 'Damac',
      location: 'Damac Lagoons',
      property_type: 'Townhouse',
      size_sqft: 2450,
      handover_date: 'Q4 2026',
      payment_plan: '80/20',
      original_price: 3_180_000,
      distress_price: 2_990_000,
    },
  },
  {
    id: 'st-22-park-horizon-pereustupka-vneseno',
    style: 'offplan-resale',
    language: 'ru',
    text: `ПЕРЕУСТУПКА 🔁 Emaar, Dubai Hills — Park Horizon
1 спальня, 748 кв.фт, вид на парк
Цена застройщика: 1 690 000 AED
Внесено: 507 000 AED (30%)
Цена переуступки: 1 590 000 AED
Сдача: 1 кв. 2027`,
    expected: {
      property_name: 'Park Horizon',
      developer: 'Emaar',
      location: 'Dubai Hills Estate',
      property_type: '1BR',
      size_sqft: 748,
      view_type: 'Park view',
      handover_date: 'Q1 2027',
      original_price: 1_690_000,
      distress_price: 1_590_000,
    },
  },
  {
    id: 'st-23-lumena-assignment-paid-to-developer',
    style: 'offplan-resale',
    language: 'en',
    text: `Assignment sale
OFF-PLAN RESALE
Lumena by Omniyat, Business Bay – 2BR, 1,540 sq ft
OP AED 4.9M | paid to developer 40% | asking AED 4.55M
Handover Q1 2027`,
    expected: {
      property_name: 'Lumena',
      developer: 'Omniyat',
      location: 'Business Bay',
      property_type: '2BR',
      size_sqft: 1540,
      handover_date: 'Q1 2027',
      original_price: 4_900_000,
      distress_price: 4_550_000,
    },
  },
  {
    id: 'st-24-district-one-mega-caps',
    style: 'caps-shout',
    language: 'en',
    text: `🚨🚨 MEGA DISTRESS 🚨🚨
5BR VILLA – DISTRICT ONE – 11,000 SQFT PLOT
ASKING 24M!!! ORIGINAL 29M!!!
PRIVATE POOL • LAGOON VIEW • READY`,
    expected: {
      property_name: '5BR Villa in District One',
      location: 'District One',
      property_type: 'Villa',
      has_pool: true,
      view_type: 'Lagoon view',
      handover_date: 'Ready',
      original_price: 29_000_000,
      distress_price: 24_000_000,
    },
  },
  {
    id: 'st-25-elite-residence-wow-caps',
    style: 'caps-shout',
    language: 'en',
    text: `WOW PRICE!!! 1BR ELITE RESIDENCE
DUBAI MARINA – 920 SQFT – SEA VIEW – 58TH FLOOR
ONLY 1.35M (WAS 1.6M)`,
    expected: {
      property_name: 'Elite Residence',
      location: 'Dubai Marina',
      property_type: '1BR',
      size_sqft: 920,
      view_type: 'Sea view',
      floor_level: '58th floor',
      original_price: 1_600_000,
      distress_price: 1_350_000,
    },
  },
  {
    id: 'st-26-creekside-ru-investor-prose',
    style: 'ru-investor',
    language: 'mixed',
    text: `Коллеги, интересный вариант для инвесторов.
Creekside 18, Dubai Creek Harbour: 1 спальня, 790 кв.фт, вид на Крик и Даунтаун.
Продавец отдаёт за 1,48 млн AED при рыночной 1,7 млн. Ключи в 2026 году, оплачено 50%.
Доходность после сдачи ~7%.`,
    expected: {
      property_name: 'Creekside 18',
      developer: 'Emaar',
      location: 'Dubai Creek Harbour',
      property_type: '1BR',
      size_sqft: 790,
      view_type: 'Creek and Downtown view',
      handover_date: '2026',
      original_price: 1_700_000,
      distress_price: 1_480_000,
    },
  },
  {
    id: 'st-27-azizi-grand-ru-investor-entry',
    style: 'ru-investor',
    language: 'ru',
    text: `📈 Кейс для инвестора
Проект: Azizi Grand, Dubai Sports City
Студия 39 м², сдана в аренду за 55 тыс./год
Цена входа 560 тыс. AED вместо 640 тыс. у застройщика
ROI ~9,8%`,
    expected: {
      property_name: 'Azizi Grand',
      developer: 'Azizi',
      location: 'Dubai Sports City',
      property_type: 'Studio',
      size_sqft: 420,
      original_price: 640_000,
      distress_price: 560_000,
    },
  },
];
