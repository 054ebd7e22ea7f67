import type { CorpusAd } from './index.ts';

/** English ads in the styles Dubai agents post in Telegram channels (written for this corpus). */
export const ADS_EN: readonly CorpusAd[] = [
  {
    id: 'en-01-onyx-studio',
    style: 'caps-shout',
    text: `🔥🔥 DISTRESS DEAL 🔥🔥
BINGHATTI ONYX | JVC
Studio | 412 sq.ft | Unfurnished
💰 AED 585,000 (OP 720,000)
✅ Ready | Vacant on transfer
📞 +971 55 123 4567`,
    expected: {
      property_name: 'Binghatti Onyx',
      developer: 'Binghatti',
      location: 'Jumeirah Village Circle',
      property_type: 'Studio',
      furnishing: 'Unfurnished',
      size_sqft: 412,
      handover_date: 'Ready',
      original_price: 720_000,
      distress_price: 585_000,
    },
  },
  {
    id: 'en-02-marina-gate',
    style: 'agency-hashtags',
    text: `💥 BELOW OP 💥 Seller in hurry!!
2 Bed | Marina Gate 1 | Dubai Marina
Full Marina View, High Floor
Size: 1,245 sqft + Balcony
Original Price: 3,100,000
Selling Price: 2,650,000 AED
1 Parking | Chiller free
Call/WA: 050 987 6543
#DubaiMarina #distressdeal`,
    expected: {
      property_name: 'Marina Gate 1',
      developer: 'Select Group',
      location: 'Dubai Marina',
      property_type: '2BR',
      view_type: 'Full marina view',
      floor_level: 'High floor',
      size_sqft: 1245,
      has_balcony: true,
      original_price: 3_100_000,
      distress_price: 2_650_000,
      parking_spaces: 1,
    },
  },
  {
    id: 'en-03-lagoons-malta',
    style: 'plain-lines',
    text: `DAMAC LAGOONS – MALTA CLUSTER
4 bed townhouse, 2,386 sq ft BUA
Handover Q4 2026 | 60/40 payment plan
Distress price AED 2.75M — 30% below OP!!
Contact @lagoons_deals`,
    expected: {
      property_name: 'Malta',
      developer: 'Damac',
      location: 'Damac Lagoons',
      property_type: 'Townhouse',
      size_sqft: 2386,
      handover_date: 'Q4 2026',
      payment_plan: '60/40',
      distress_price: 2_750_000,
      original_price: 3_929_000,
    },
  },
  {
    id: 'en-04-riviera-arrow',
    style: 'plain-lines',
    text: `URGENT SALE
1BR in Azizi Riviera 24, Meydan
Furnished, canal view, 748 sqft, balcony
1.15M ➡️ 915K
Ready to move
+971 52 555 0199`,
    expected: {
      property_name: 'Azizi Riviera 24',
      developer: 'Azizi',
      location: 'Meydan',
      property_type: '1BR',
      furnishing: 'Furnished',
      view_type: 'Canal view',
      size_sqft: 748,
      has_balcony: true,
      original_price: 1_150_000,
      distress_price: 915_000,
      handover_date: 'Ready',
    },
  },
  {
    id: 'en-05-burj-royale-phone',
    style: 'plain-lines',
    text: `Downtown | Burj Royale | 2BR
Burj Khalifa view 🏙
Price 3.2M AED call 0551234567
OP: 3.9M
Handover: Dec 2026
Payment plan: 1% monthly`,
    expected: {
      property_name: 'Burj Royale',
      developer: 'Emaar',
      location: 'Downtown Dubai',
      property_type: '2BR',
      view_type: 'Burj Khalifa view',
      distress_price: 3_200_000,
      original_price: 3_900_000,
      handover_date: 'Dec 2026',
      payment_plan: '1% monthly',
    },
  },
  {
    id: 'en-06-ranches-villa-plot',
    style: 'caps-shout',
    text: `🏡 VILLA FOR SALE – ARABIAN RANCHES 3 🏡
4 Bedroom + Maid | Plot 45
BUA 3,012 sq.ft | Plot size 4,100 sqft
Private pool ✅ Garden ✅ 2 covered parking
Was AED 5,400,000 → Now AED 4,600,000
Ready | Vacant
☎️ +971 4 123 4567`,
    expected: {
      property_name: '4BR Villa in Arabian Ranches 3',
      location: 'Arabian Ranches 3',
      property_type: 'Villa',
      size_sqft: 3012,
      has_pool: true,
      parking_spaces: 2,
      original_price: 5_400_000,
      distress_price: 4_600_000,
      handover_date: 'Ready',
    },
  },
  {
    id: 'en-07-jlt-mln',
    style: 'plain-lines',
    text: `JLT cluster D, 1 bedroom apartment
Tenanted till March, ROI 7.5%
Size 870 sq ft, mid floor, lake view
Asking 1.25 mln
DM for details`,
    expected: {
      property_name: '1BR in Jumeirah Lake Towers',
      location: 'Jumeirah Lake Towers',
      property_type: '1BR',
      size_sqft: 870,
      floor_level: 'Mid floor',
      view_type: 'Lake view',
      distress_price: 1_250_000,
    },
  },
  {
    id: 'en-08-park-heights-dhs',
    style: 'plain-lines',
    text: `Hot offer!!! Dubai Hills Estate – Park Heights 2
3 BR + maid | 1 650 sqft | Park view
Dhs 2.1m only (market 2.6m)
Unfurnished, 2 parkings, balcony
Emaar | Ready
Brochure: https://drive.google.com/file/d/1AbCdEf/view
Call +971 50 111 2233`,
    expected: {
      property_name: 'Park Heights 2',
      developer: 'Emaar',
      location: 'Dubai Hills Estate',
      property_type: '3BR',
      size_sqft: 1650,
      view_type: 'Park view',
      distress_price: 2_100_000,
      original_price: 2_600_000,
      furnishing: 'Unfurnished',
      parking_spaces: 2,
      has_balcony: true,
      handover_date: 'Ready',
      brochure_link: 'https://drive.google.com/file/d/1AbCdEf/view',
    },
  },
  {
    id: 'en-09-five-palm-penthouse',
    style: 'plain-lines',
    text: `PALM JUMEIRAH PENTHOUSE 💎
Five Palm Jumeirah | 4BR Penthouse | 6,200 sq.ft
Private pool on the terrace, full sea view & Atlantis view
Original price AED 38,000,000
Distress AED 31,500,000
3 parking spaces, fully furnished`,
    expected: {
      property_name: 'Five Palm Jumeirah',
      location: 'Palm Jumeirah',
      property_type: 'Penthouse',
      size_sqft: 6200,
      has_pool: true,
      has_balcony: true,
      view_type: 'Full sea and Atlantis view',
      original_price: 38_000_000,
      distress_price: 31_500_000,
      parking_spaces: 3,
      furnishing: 'Furnished',
    },
  },
  {
    id: 'en-10-peninsula-unit-floor',
    style: 'plain-lines',
    text: `Business Bay | Unit 1205 | Floor 12
Studio in Peninsula One by Select Group
445 sqft | canal view
SP: 890,000 AED | OP: 1,050,000 AED
Handover 4Q 2026, 50/50 plan`,
    expected: {
      property_name: 'Peninsula One',
      developer: 'Select Group',
      location: 'Business Bay',
      property_type: 'Studio',
      size_sqft: 445,
      floor_level: '12th floor',
      view_type: 'Canal view',
      distress_price: 890_000,
      original_price: 1_050_000,
      handover_date: 'Q4 2026',
      payment_plan: '50/50',
    },
  },
  {
    id: 'en-11-creek-vistas-discount-only',
    style: 'plain-lines',
    text: `Sobha Hartland — Creek Vistas Reserve by Sobha
2BR, 1,080 sq ft, Burj Khalifa & skyline view
Original price 2,450,000 AED, 20% discount for quick buyer
Handover Q2 2027 | 60/40
Whatsapp: wa.me/971501234567`,
    expected: {
      property_name: 'Creek Vistas Reserve',
      developer: 'Sobha',
      location: 'Sobha Hartland',
      property_type: '2BR',
      size_sqft: 1080,
      view_type: 'Burj Khalifa and skyline view',
      original_price: 2_450_000,
      distress_price: 1_960_000,
      handover_date: 'Q2 2027',
      payment_plan: '60/40',
    },
  },
  {
    id: 'en-12-belgravia-trailing-label',
    style: 'plain-lines',
    text: `JVC 🔥 1BR 🔥 Belgravia Heights 1
AED 780,000 / AED 950,000 original
Size 760 sqft, pool view, semi-furnished
Ready, rented 60K
Ellington`,
    expected: {
      property_name: 'Belgravia Heights 1',
      developer: 'Ellington',
      location: 'Jumeirah Village Circle',
      property_type: '1BR',
      size_sqft: 760,
      view_type: 'Pool view',
      furnishing: 'Semi-furnished',
      handover_date: 'Ready',
      distress_price: 780_000,
      original_price: 950_000,
    },
  },
  {
    id: 'en-13-samana-size-vs-price',
    style: 'plain-lines',
    text: `2BR Arjan | Samana Golf Avenue
2,000 sqft | AED 1,600,000 | was 2,000,000
Private pool on balcony 🏊
Payment plan: 1% monthly, post handover
Handover Q3 2026
📲 +971 58 765 4321`,
    expected: {
      property_name: 'Samana Golf Avenue',
      developer: 'Samana',
      location: 'Arjan',
      property_type: '2BR',
      size_sqft: 2000,
      distress_price: 1_600_000,
      original_price: 2_000_000,
      has_pool: true,
      has_balcony: true,
      payment_plan: '1% monthly post-handover',
      handover_date: 'Q3 2026',
    },
  },
  {
    id: 'en-14-furjan-townhouse',
    style: 'plain-lines',
    text: `Al Furjan townhouse 3BR+maid, Nakheel
BUA 2,460 sqft
Asking 2.95M, OP 3.4M
Vacant, ready, 2 parking
Garden, balcony`,
    expected: {
      property_name: '3BR Townhouse in Al Furjan',
      developer: 'Nakheel',
      location: 'Al Furjan',
      property_type: 'Townhouse',
      size_sqft: 2460,
      distress_price: 2_950_000,
      original_price: 3_400_000,
      handover_date: 'Ready',
      parking_spaces: 2,
      has_balcony: true,
    },
  },
  {
    id: 'en-15-venice-launch-price',
    style: 'plain-lines',
    text: `💥Distress💥 Azizi Venice 4 – Dubai South
Studio 430 sqft, low floor, lagoon view
Launch price 690K, now 548K (21% off)
Handover 4Q2027 | 60/40`,
    expected: {
      property_name: 'Azizi Venice 4',
      developer: 'Azizi',
      location: 'Dubai South',
      property_type: 'Studio',
      size_sqft: 430,
      floor_level: 'Low floor',
      view_type: 'Lagoon view',
      original_price: 690_000,
      distress_price: 548_000,
      handover_date: 'Q4 2027',
      payment_plan: '60/40',
    },
  },
  {
    id: 'en-16-akoya-bought-for',
    style: 'caps-shout',
    text: `DAMAC HILLS 2 (AKOYA) | 3 BED TOWNHOUSE
Single row, close to pool
BUA 1,650 sq.ft | Plot 2,100 sq.ft
Bought 2019 for 1.6M – now selling 1.39M
Ready & vacant | Call 056 444 3322`,
    expected: {
      property_name: '3BR Townhouse in Damac Hills 2',
      developer: 'Damac',
      location: 'Damac Hills 2',
      property_type: 'Townhouse',
      size_sqft: 1650,
      original_price: 1_600_000,
      distress_price: 1_390_000,
      handover_date: 'Ready',
    },
  },
  {
    id: 'en-17-harbour-point-below-market',
    style: 'plain-lines',
    text: `Creek Harbour 1BR – Address Harbour Point, Emaar
Distress price: 1,450,000 AED (25% below market)
📞 +971 50 765 4321 | 680 sq.ft
Handover Q1 2027, 80/20`,
    expected: {
      property_name: 'Address Harbour Point',
      developer: 'Emaar',
      location: 'Dubai Creek Harbour',
      property_type: '1BR',
      size_sqft: 680,
      distress_price: 1_450_000,
      original_price: 1_933_000,
      handover_date: 'Q1 2027',
      payment_plan: '80/20',
    },
  },
  {
    id: 'en-18-bay-square-office',
    style: 'plain-lines',
    text: `OFFICE FOR SALE – Business Bay, Bay Square Building 3
Fitted office, 1,100 sq.ft, 2 parking
Price AED 1.75M net (original 2.1M)
Tenanted, ROI 8%`,
    expected: {
      property_name: 'Bay Square Building 3',
      developer: 'Dubai Properties',
      location: 'Business Bay',
      property_type: 'Office',
      size_sqft: 1100,
      parking_spaces: 2,
      distress_price: 1_750_000,
      original_price: 2_100_000,
    },
  },
  {
    id: 'en-19-jge-plot',
    style: 'plain-lines',
    text: `Residential plot for sale in Jumeirah Golf Estates (Plot 45)
Plot area 12,500 sq ft, G+1 permitted
AED 9,800,000 — below market`,
    expected: {
      property_name: 'Plot in Jumeirah Golf Estates',
      location: 'Jumeirah Golf Estates',
      property_type: 'Plot',
      size_sqft: 12_500,
      distress_price: 9_800_000,
    },
  },
  {
    id: 'en-20-jbr-all-caps',
    style: 'caps-shout',
    text: `JBR SEA VIEW 2BR!!! SADAF 5
1,400 SQFT, FULL SEA VIEW, BALCONY
WAS 2.9M NOW 2.35M
FURNISHED, VACANT
CALL NOW +971 54 321 9876`,
    expected: {
      property_name: 'Sadaf 5',
      developer: 'Dubai Properties',
      location: 'Jumeirah Beach Residence',
      property_type: '2BR',
      size_sqft: 1400,
      view_type: 'Full sea view',
      has_balcony: true,
      original_price: 2_900_000,
      distress_price: 2_350_000,
      furnishing: 'Furnished',
    },
  },
  {
    id: 'en-21-district-one-million',
    style: 'plain-lines',
    text: `District One, MBR City – 5 bedroom contemporary villa
Lagoon facing, 7,500 sq.ft BUA on 10,000 sq.ft plot
Asking 17.5 million AED (original price 21 million)
Private pool, basement parking for 4
Ready – vacant on transfer
Brochure 👉 https://bit.ly/d1-villa-brochure`,
    expected: {
      property_name: '5BR Villa in District One',
      location: 'District One',
      property_type: 'Villa',
      view_type: 'Lagoon view',
      size_sqft: 7500,
      has_pool: true,
      parking_spaces: 4,
      original_price: 21_000_000,
      distress_price: 17_500_000,
      handover_date: 'Ready',
      brochure_link: 'https://bit.ly/d1-villa-brochure',
    },
  },
  {
    id: 'en-22-silverene-950k',
    style: 'plain-lines',
    text: `Marina Studio – Now AED 950K!!
Silverene Tower A, 520 sqft, marina view, furnished
Serious buyers only
@marina_homes_dxb`,
    expected: {
      property_name: 'Silverene Tower A',
      location: 'Dubai Marina',
      property_type: 'Studio',
      size_sqft: 520,
      view_type: 'Marina view',
      furnishing: 'Furnished',
      distress_price: 950_000,
    },
  },
  {
    id: 'en-23-waves-grande-same-digits',
    style: 'plain-lines',
    text: `Waves Grande, Sobha Hartland | 3BR | 2,000 sqft
Price: 2,000,000 AED
Originally 2.5M from developer
High floor, lagoon & Downtown view
Handover Q4 2025`,
    expected: {
      property_name: 'Waves Grande',
      developer: 'Sobha',
      location: 'Sobha Hartland',
      property_type: '3BR',
      size_sqft: 2000,
      distress_price: 2_000_000,
      original_price: 2_500_000,
      floor_level: 'High floor',
      view_type: 'Lagoon and Downtown view',
      handover_date: 'Q4 2025',
    },
  },
  {
    id: 'en-24-city-walk-caps',
    style: 'key-value',
    text: `CITY WALK BUILDING 12 – 1BR
Original: AED 2,300,000
Selling: AED 1,840,000 (20% below)
Furnished | Burj Khalifa view | 1 parking`,
    expected: {
      property_name: 'City Walk Building 12',
      location: 'City Walk',
      property_type: '1BR',
      original_price: 2_300_000,
      distress_price: 1_840_000,
      furnishing: 'Furnished',
      view_type: 'Burj Khalifa view',
      parking_spaces: 1,
    },
  },
  {
    id: 'en-25-tilal-harmony',
    style: 'plain-lines',
    text: `Tilal Al Ghaf – Harmony townhouse, 4 bedrooms
Majid Al Futtaim | Q3 2026 handover
2,950 sq.ft | Lagoon view
SP 5.1M | OP 5.9M | 40/60 payment plan`,
    expected: {
      property_name: 'Harmony',
      developer: 'Majid Al Futtaim',
      location: 'Tilal Al Ghaf',
      property_type: 'Townhouse',
      handover_date: 'Q3 2026',
      size_sqft: 2950,
      view_type: 'Lagoon view',
      distress_price: 5_100_000,
      original_price: 5_900_000,
      payment_plan: '40/60',
    },
  },
  {
    id: 'en-26-beach-vista',
    style: 'caps-shout',
    text: `EMAAR BEACHFRONT | BEACH VISTA T2 | 2BR
Full sea view | 1,250 sq.ft | Ready
🔥 AED 3,750,000 🔥 (OP 4,300,000)
Seller motivated, vacant`,
    expected: {
      property_name: 'Beach Vista T2',
      developer: 'Emaar',
      location: 'Emaar Beachfront',
      property_type: '2BR',
      view_type: 'Full sea view',
      size_sqft: 1250,
      handover_date: 'Ready',
      distress_price: 3_750_000,
      original_price: 4_300_000,
    },
  },
  {
    id: 'en-27-burj-crown-mn',
    style: 'plain-lines',
    text: `Burj Crown, Downtown Dubai
1BR, 765 sqft, opera view
Price: AED 1.95 Mn
Market value 2.3 Mn
Handover Dec 2025 | Payment 70/30
@downtown_distress`,
    expected: {
      property_name: 'Burj Crown',
      developer: 'Emaar',
      location: 'Downtown Dubai',
      property_type: '1BR',
      size_sqft: 765,
      view_type: 'Opera view',
      distress_price: 1_950_000,
      original_price: 2_300_000,
      handover_date: 'Dec 2025',
      payment_plan: '70/30',
    },
  },
  {
    id: 'en-28-jvt-hashtags-only',
    style: 'agency-hashtags',
    text: `Spacious 2-bedroom apartment with huge terrace 🌿
1,320 sq ft | Semi furnished | 1 parking
Price 1,150,000 AED – 15% below OP
Tenanted till Dec 2025
#JVT #JumeirahVillageTriangle #DistressDeal`,
    expected: {
      property_name: '2BR in Jumeirah Village Triangle',
      location: 'Jumeirah Village Triangle',
      property_type: '2BR',
      has_balcony: true,
      size_sqft: 1320,
      furnishing: 'Semi-furnished',
      parking_spaces: 1,
      distress_price: 1_150_000,
      original_price: 1_353_000,
    },
  },
  {
    id: 'en-29-bluewaters-instead-of',
    style: 'plain-lines',
    text: `Bluewaters Island – Bluewaters Residences Building 8
3 Bedroom, 2,050 sqft, Ain Dubai & sea view
AED 8,200,000 instead of AED 9,600,000
Meraas | furnished | 2 parking | ready
For viewing: 00971 50 222 3344`,
    expected: {
      property_name: 'Bluewaters Residences Building 8',
      developer: 'Meraas',
      location: 'Bluewaters Island',
      property_type: '3BR',
      size_sqft: 2050,
      view_type: 'Ain Dubai and sea view',
      distress_price: 8_200_000,
      original_price: 9_600_000,
      furnishing: 'Furnished',
      parking_spaces: 2,
      handover_date: 'Ready',
    },
  },
  {
    id: 'en-30-zahra-two-plus-one',
    style: 'plain-lines',
    text: `Town Square | Zahra Breeze | 2+1
1,150 sq.ft · pool view · unfurnished
Only 1,090,000 AED!!! Market price 1,300,000
Nshama | ready`,
    expected: {
      property_name: 'Zahra Breeze',
      developer: 'Nshama',
      location: 'Town Square',
      property_type: '2BR',
      size_sqft: 1150,
      view_type: 'Pool view',
      furnishing: 'Unfurnished',
      distress_price: 1_090_000,
      original_price: 1_300_000,
      handover_date: 'Ready',
    },
  },
  {
    id: 'en-31-mbl-sqm-and-sqft',
    style: 'key-value',
    text: `JLT – MBL Residence, 1BR
85 sqm (915 sqft), Lake view
Price: 1.1M
Handover: ready, 1 parking`,
    expected: {
      property_name: 'MBL Residence',
      location: 'Jumeirah Lake Towers',
      property_type: '1BR',
      size_sqft: 915,
      view_type: 'Lake view',
      distress_price: 1_100_000,
      handover_date: 'Ready',
      parking_spaces: 1,
    },
  },
  {
    id: 'en-32-dso-investor-rent',
    style: 'plain-lines',
    text: `INVESTOR DEAL 💰 Dubai Silicon Oasis
Studio, 380 sq ft, rented at AED 42K/yr
Price AED 395K (ROI 10.6%)
Service charge AED 5,700
+971-50-333-4455`,
    expected: {
      property_name: 'Studio in Dubai Silicon Oasis',
      location: 'Dubai Silicon Oasis',
      property_type: 'Studio',
      size_sqft: 380,
      distress_price: 395_000,
    },
  },
  {
    id: 'en-33-emirates-hills-mansion',
    style: 'plain-lines',
    text: `Emirates Hills mansion – 7 bedrooms, golf course view
BUA 16,000 sq ft | Plot 32,000 sq ft
Price AED 45M (original ask AED 55M)
Private pool, 6 parking, fully furnished`,
    expected: {
      property_name: '7BR Villa in Emirates Hills',
      location: 'Emirates Hills',
      property_type: 'Villa',
      size_sqft: 16_000,
      view_type: 'Golf course view',
      distress_price: 45_000_000,
      original_price: 55_000_000,
      has_pool: true,
      parking_spaces: 6,
      furnishing: 'Furnished',
    },
  },
  {
    id: 'en-34-springs-villa',
    style: 'plain-lines',
    text: `The Springs 14 | Type 4E | 3 Bed + Study
Lake view villa, 2,200 sq ft
Price 4.45M / OP 4.9M
Vacant on transfer | Emaar`,
    expected: {
      property_name: '3BR Villa in The Springs',
      developer: 'Emaar',
      location: 'The Springs',
      property_type: 'Villa',
      view_type: 'Lake view',
      size_sqft: 2200,
      distress_price: 4_450_000,
      original_price: 4_900_000,
    },
  },
  {
    id: 'en-35-bloom-emoji-bullets',
    style: 'emoji-bullets',
    text: `📍 Jumeirah Village Circle
🏢 Bloom Towers
🛏 2BR Duplex | 1,560 sqft
💰 Asking: 1,480,000 AED
📉 Original: 1,720,000 AED
🔑 Ready | Furnished
🚗 1 parking
📞 Call/WhatsApp: +971 55 908 7766
🔗 t.me/jvc_deals`,
    expected: {
      property_name: 'Bloom Towers',
      developer: 'Bloom Holding',
      location: 'Jumeirah Village Circle',
      property_type: 'Duplex',
      size_sqft: 1560,
      distress_price: 1_480_000,
      original_price: 1_720_000,
      handover_date: 'Ready',
      furnishing: 'Furnished',
      parking_spaces: 1,
    },
  },
  {
    id: 'en-36-sobha-one-pdf',
    style: 'plain-lines',
    text: `✨ Sobha One – Ras Al Khor ✨
Studio | 450 sqft | Golf view
SP AED 1,050,000 | 15% below OP
Q1 2027 handover | 60/40
Brochure: https://www.dropbox.com/s/x1y2/sobha-one.pdf
Insta: https://instagram.com/dubai.deals`,
    expected: {
      property_name: 'Sobha One',
      developer: 'Sobha',
      location: 'Ras Al Khor',
      property_type: 'Studio',
      size_sqft: 450,
      view_type: 'Golf view',
      distress_price: 1_050_000,
      original_price: 1_235_000,
      handover_date: 'Q1 2027',
      payment_plan: '60/40',
      brochure_link: 'https://www.dropbox.com/s/x1y2/sobha-one.pdf',
    },
  },
  {
    id: 'en-37-delphine-unit-two-phones',
    style: 'plain-lines',
    text: `Distress | Marina Promenade – Delphine Tower | 2BR
Unit 2304 | 23rd floor | 1,380 sqft | Full marina view
AED 2.95M (OP 3.6M)
Emaar | Ready | Vacant
Call +971 58 123 0000 or +971 4 555 1212`,
    expected: {
      property_name: 'Marina Promenade - Delphine Tower',
      developer: 'Emaar',
      location: 'Dubai Marina',
      property_type: '2BR',
      floor_level: '23rd floor',
      size_sqft: 1380,
      view_type: 'Full marina view',
      distress_price: 2_950_000,
      original_price: 3_600_000,
      handover_date: 'Ready',
    },
  },
];
