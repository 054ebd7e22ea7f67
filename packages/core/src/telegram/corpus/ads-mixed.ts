import type { CorpusAd } from './index.ts';

/** Ads that mix English and Russian in one message, as bilingual channels post them. */
export const ADS_MIXED: readonly CorpusAd[] = [
  {
    id: 'mx-01-marina-gate-op',
    style: 'plain-lines',
    text: `🔥DISTRESS🔥 2BR в Dubai Marina, вид на море
Marina Gate 2, high floor
1.8M AED (OP 2.3M)
Ready, furnished | @dubai_ru_deals`,
    expected: {
      property_name: 'Marina Gate 2',
      developer: 'Select Group',
      location: 'Dubai Marina',
      property_type: '2BR',
      view_type: 'Sea view',
      floor_level: 'High floor',
      distress_price: 1_800_000,
      original_price: 2_300_000,
      handover_date: 'Ready',
      furnishing: 'Furnished',
    },
  },
  {
    id: 'mx-02-binghatti-hills-bilingual-labels',
    style: 'bilingual-blocks',
    text: `СРОЧНО | URGENT 🔥
Binghatti Hills, Al Barsha South
1BR / 1 спальня, 780 sqft
Price / Цена: AED 1,050,000
OP / Цена застройщика: AED 1,260,000
Handover / Сдача: Q3 2026, 70/30`,
    expected: {
      property_name: 'Binghatti Hills',
      developer: 'Binghatti',
      location: 'Al Barsha South',
      property_type: '1BR',
      size_sqft: 780,
      distress_price: 1_050_000,
      original_price: 1_260_000,
      handover_date: 'Q3 2026',
      payment_plan: '70/30',
    },
  },
  {
    id: 'mx-03-binghatti-corner-k',
    style: 'plain-lines',
    text: `Studio в JVC 🏙 Binghatti Corner
Цена 550K AED, OP 650K
Размер: 420 sqft
Ready to move, unfurnished
📞 +971 50 000 1122`,
    expected: {
      property_name: 'Binghatti Corner',
      developer: 'Binghatti',
      location: 'Jumeirah Village Circle',
      property_type: 'Studio',
      distress_price: 550_000,
      original_price: 650_000,
      size_sqft: 420,
      handover_date: 'Ready',
      furnishing: 'Unfurnished',
    },
  },
  {
    id: 'mx-04-maple-townhouse',
    style: 'plain-lines',
    text: `Maple 2 таунхаус, Dubai Hills Estate
4 bed + maid, BUA 2 600 sqft
Asking 5,2 млн AED | Original 5,8 млн
Vacant, park view, 2 parking`,
    expected: {
      property_name: 'Maple 2',
      developer: 'Emaar',
      location: 'Dubai Hills Estate',
      property_type: 'Townhouse',
      size_sqft: 2600,
      distress_price: 5_200_000,
      original_price: 5_800_000,
      view_type: 'Park view',
      parking_spaces: 2,
    },
  },
  {
    id: 'mx-05-creek-vistas-heights-hashtag',
    style: 'agency-hashtags',
    text: `Sobha Creek Vistas Heights | 1BR | 4Q 2026
Post-handover plan 50/50
Цена: 1,35 млн AED — 20% ниже OP
Площадь 760 sqft, вид на Burj Khalifa
Брошюра: https://drive.google.com/file/d/9XyZ/view?usp=sharing
#SobhaHartland #дистресс`,
    expected: {
      property_name: 'Sobha Creek Vistas Heights',
      developer: 'Sobha',
      location: 'Sobha Hartland',
      property_type: '1BR',
      handover_date: 'Q4 2026',
      payment_plan: 'Post-handover 50/50',
      distress_price: 1_350_000,
      original_price: 1_688_000,
      size_sqft: 760,
      view_type: 'Burj Khalifa view',
      brochure_link: 'https://drive.google.com/file/d/9XyZ/view?usp=sharing',
    },
  },
  {
    id: 'mx-06-opera-grand-was-now',
    style: 'plain-lines',
    text: `Downtown — Opera Grand, 3BR
Full Burj Khalifa view, 2 парковки
Size: 2,100 sqft
Was: 9.5M / Now: 8.2M AED
Emaar, готовый`,
    expected: {
      property_name: 'Opera Grand',
      developer: 'Emaar',
      location: 'Downtown Dubai',
      property_type: '3BR',
      view_type: 'Full Burj Khalifa view',
      parking_spaces: 2,
      size_sqft: 2100,
      original_price: 9_500_000,
      distress_price: 8_200_000,
      handover_date: 'Ready',
    },
  },
  {
    id: 'mx-07-bayz-cyrillic-aed',
    style: 'plain-lines',
    // "АЕD" below is typed with a Cyrillic А and Е, as phones with a Russian keyboard produce it.
    text: `1BR Business Bay, Bayz by Danube
Цена 1 050 000 \u0410\u0415D, OP 1 250 000 \u0410\u0415D
685 кв.фт, canal view, furnished
Сдача Q2 2026, 1% ежемесячно`,
    expected: {
      property_name: 'Bayz',
      developer: 'Danube',
      location: 'Business Bay',
      property_type: '1BR',
      distress_price: 1_050_000,
      original_price: 1_250_000,
      size_sqft: 685,
      view_type: 'Canal view',
      furnishing: 'Furnished',
      handover_date: 'Q2 2026',
      payment_plan: '1% monthly',
    },
  },
  {
    id: 'mx-08-shoreline-dhs',
    style: 'plain-lines',
    text: `Palm Jumeirah | Shoreline Apartments | 2BR
Вид на море, 1,600 sqft
Dhs 4.2m (market 5m)
Balcony, 1 parking, unfurnished`,
    expected: {
      property_name: 'Shoreline Apartments',
      developer: 'Nakheel',
      location: 'Palm Jumeirah',
      property_type: '2BR',
      view_type: 'Sea view',
      size_sqft: 1600,
      distress_price: 4_200_000,
      original_price: 5_000_000,
      has_balcony: true,
      parking_spaces: 1,
      furnishing: 'Unfurnished',
    },
  },
  {
    id: 'mx-09-lagoons-portofino',
    style: 'plain-lines',
    text: `Damac Lagoons, кластер Portofino — townhouse 4BR
2,200 sq ft, сдача Q1 2026
Цена 2.6M, 25% below OP
План: 75/25`,
    expected: {
      property_name: 'Portofino',
      developer: 'Damac',
      location: 'Damac Lagoons',
      property_type: 'Townhouse',
      size_sqft: 2200,
      handover_date: 'Q1 2026',
      distress_price: 2_600_000,
      original_price: 3_467_000,
      payment_plan: '75/25',
    },
  },
  {
    id: 'mx-10-aura-price-in-phone',
    style: 'plain-lines',
    text: `🔥 1.25M only!! 🔥 1BR Azizi Aura, Downtown Jebel Ali
Call +971 55 1250000
Готов, 720 sqft, балкон`,
    expected: {
      property_name: 'Azizi Aura',
      developer: 'Azizi',
      location: 'Jebel Ali',
      property_type: '1BR',
      distress_price: 1_250_000,
      handover_date: 'Ready',
      size_sqft: 720,
      has_balcony: true,
    },
  },
  {
    id: 'mx-11-tria-discount-from-op',
    style: 'plain-lines',
    text: `Срочная продажа 🔥 Jumeirah Village Circle
Tria by Deyaar, 2 спальни + maid
1,150 sq.ft | high floor | pool view
Price: 1 480 000 AED
Скидка 22% от OP
Handover: готов`,
    expected: {
      property_name: 'Tria',
      developer: 'Deyaar',
      location: 'Jumeirah Village Circle',
      property_type: '2BR',
      size_sqft: 1150,
      floor_level: 'High floor',
      view_type: 'Pool view',
      distress_price: 1_480_000,
      original_price: 1_897_000,
      handover_date: 'Ready',
    },
  },
  {
    id: 'mx-12-arabella-vmesto',
    style: 'plain-lines',
    text: `Mudon, Arabella 3 — townhouse 3 спальни
BUA 2,100 sqft, угловой, сад
AED 2.45M вместо 2.8M
Dubai Properties | ready`,
    expected: {
      property_name: 'Arabella 3',
      developer: 'Dubai Properties',
      location: 'Mudon',
      property_type: 'Townhouse',
      size_sqft: 2100,
      distress_price: 2_450_000,
      original_price: 2_800_000,
      handover_date: 'Ready',
    },
  },
  {
    id: 'mx-13-harbour-gate',
    style: 'plain-lines',
    text: `Creek Harbour, Harbour Gate, 2-bedroom
Вид на Крик, 1,120 sq ft, 18th floor
Цена 2,05 млн AED | market 2,4 млн
Ready, с мебелью, balcony`,
    expected: {
      property_name: 'Harbour Gate',
      developer: 'Emaar',
      location: 'Dubai Creek Harbour',
      property_type: '2BR',
      view_type: 'Creek view',
      size_sqft: 1120,
      floor_level: '18th floor',
      distress_price: 2_050_000,
      original_price: 2_400_000,
      handover_date: 'Ready',
      furnishing: 'Furnished',
      has_balcony: true,
    },
  },
  {
    id: 'mx-14-motor-city-uptown',
    style: 'plain-lines',
    text: `Motor City | Uptown | 1BR
Площадь 850 sqft, вид на парк
Цена 820 000 AED | OP 950 000
Tenanted, 1 parking`,
    expected: {
      property_name: 'Uptown',
      location: 'Motor City',
      property_type: '1BR',
      size_sqft: 850,
      view_type: 'Park view',
      distress_price: 820_000,
      original_price: 950_000,
      parking_spaces: 1,
    },
  },
  {
    id: 'mx-15-sports-city-studio',
    style: 'plain-lines',
    text: `Dubai Sports City 🏏 Studio
Golf view, 450 sqft, 7 этаж
Цена: 410K AED (OP 480K)
Сдача: Ready`,
    expected: {
      property_name: 'Studio in Dubai Sports City',
      location: 'Dubai Sports City',
      property_type: 'Studio',
      view_type: 'Golf view',
      size_sqft: 450,
      floor_level: '7th floor',
      distress_price: 410_000,
      original_price: 480_000,
      handover_date: 'Ready',
    },
  },
  {
    id: 'mx-16-lime-tree-valley-dropbox',
    style: 'plain-lines',
    text: `Jumeirah Golf Estates — Lime Tree Valley villa
4 спальни, BUA 4,200 sqft, plot 8,000 sqft
Price AED 9.8M, was 11.5M
Private pool, golf course view
Brochure: https://www.dropbox.com/s/abc123/ltv-brochure.pdf?dl=0`,
    expected: {
      property_name: 'Lime Tree Valley',
      location: 'Jumeirah Golf Estates',
      property_type: 'Villa',
      size_sqft: 4200,
      distress_price: 9_800_000,
      original_price: 11_500_000,
      has_pool: true,
      view_type: 'Golf course view',
      brochure_link: 'https://www.dropbox.com/s/abc123/ltv-brochure.pdf?dl=0',
    },
  },
  {
    id: 'mx-17-binghatti-creek-2bhk',
    style: 'plain-lines',
    text: `2BHK Al Jaddaf — Binghatti Creek
1,050 sqft, creek view, chiller free
Price: 1.45M AED (below OP 1.7M)
Готовая, ключи сразу`,
    expected: {
      property_name: 'Binghatti Creek',
      developer: 'Binghatti',
      location: 'Al Jaddaf',
      property_type: '2BR',
      size_sqft: 1050,
      view_type: 'Creek view',
      distress_price: 1_450_000,
      original_price: 1_700_000,
      handover_date: 'Ready',
    },
  },
  {
    id: 'mx-18-laguna-floor-28',
    style: 'plain-lines',
    text: `JLT 🔥 Laguna Tower
2 спальни, 1,350 sqft, этаж 28
Asking AED 1.6M (30% below market)
Lake view, balcony`,
    expected: {
      property_name: 'Laguna Tower',
      location: 'Jumeirah Lake Towers',
      property_type: '2BR',
      size_sqft: 1350,
      floor_level: '28th floor',
      distress_price: 1_600_000,
      original_price: 2_286_000,
      view_type: 'Lake view',
      has_balcony: true,
    },
  },
  {
    id: 'mx-19-dubai-islands',
    style: 'plain-lines',
    text: `Dubai Islands 🌊 Nakheel
Beach-front 3BR, 1,980 sqft, full sea view
Цена 4,9 млн AED, была 5,6 млн
Сдача 4 кв. 2027, 60/40`,
    expected: {
      property_name: '3BR in Dubai Islands',
      developer: 'Nakheel',
      location: 'Dubai Islands',
      property_type: '3BR',
      size_sqft: 1980,
      view_type: 'Full sea view',
      distress_price: 4_900_000,
      original_price: 5_600_000,
      handover_date: 'Q4 2027',
      payment_plan: '60/40',
    },
  },
  {
    id: 'mx-20-hayat-boulevard',
    style: 'plain-lines',
    text: `Town Square | Hayat Boulevard | 2 bed
Площадь 1,050 sqft, pool view, балкон
SP 1.05M | OP 1.2M
Unfurnished, 1 parking, ready`,
    expected: {
      property_name: 'Hayat Boulevard',
      developer: 'Nshama',
      location: 'Town Square',
      property_type: '2BR',
      size_sqft: 1050,
      view_type: 'Pool view',
      has_balcony: true,
      distress_price: 1_050_000,
      original_price: 1_200_000,
      furnishing: 'Unfurnished',
      parking_spaces: 1,
      handover_date: 'Ready',
    },
  },
];
