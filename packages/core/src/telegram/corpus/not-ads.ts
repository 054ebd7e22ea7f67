import type { CorpusAd } from './index.ts';

/** Messages that channels also carry but that are not property offers: the parser must say so. */
export const NOT_ADS: readonly CorpusAd[] = [
  {
    id: 'na-01-good-morning',
    text: 'Good morning, Dubai! ☀️ Have a great week everyone 🙏',
    expected: { is_ad: false },
  },
  {
    id: 'na-02-sold-thanks',
    text: `SOLD ✅✅✅
Thank you to everyone who enquired about the Marina Gate 2BR! More deals coming soon 🔥`,
    expected: { is_ad: false },
  },
  { id: 'na-03-prodano', text: 'ПРОДАНО 🔥 Спасибо всем за интерес!', expected: { is_ad: false } },
  {
    id: 'na-04-market-news',
    text: `📊 Dubai property market: 3,200 transactions worth AED 9.8 billion recorded this week, according to DLD data.
Off-plan share hit 62%.`,
    expected: { is_ad: false },
  },
  {
    id: 'na-05-dobroe-utro',
    text: 'Доброе утро, коллеги! Отличной недели всем 🌞',
    expected: { is_ad: false },
  },
  {
    id: 'na-06-buyer-request',
    text: 'Looking for 2BR in JVC, budget up to 1.2M, cash buyer ready. DM me @buyer_agent',
    expected: { is_ad: false },
  },
  {
    id: 'na-07-ishu-studiyu',
    text: 'Ищу студию в Business Bay до 800 000 AED для клиента. Пишите в личку!',
    expected: { is_ad: false },
  },
  {
    id: 'na-08-join-channel',
    text: 'Join our VIP channel for the best distress deals 👉 t.me/dubai_vip_deals',
    expected: { is_ad: false },
  },
  {
    id: 'na-09-webinar',
    text: `Webinar tomorrow at 7 PM: How to invest in Dubai off-plan in 2026.
Register: https://zoom.us/j/123456789`,
    expected: { is_ad: false },
  },
  {
    id: 'na-10-novosti',
    text: 'Новости рынка: цены на вторичном рынке Дубая выросли на 12% за год, сообщает DLD.',
    expected: { is_ad: false },
  },
  {
    id: 'na-11-eid',
    text: 'Happy Eid Mubarak to all our clients and partners! 🌙✨',
    expected: { is_ad: false },
  },
  {
    id: 'na-12-rental',
    text: '1BR for rent in Dubai Marina, AED 95,000/year, 4 cheques, furnished. Call 050 123 4567',
    expected: { is_ad: false },
  },
  {
    id: 'na-13-sold-out-launch',
    text: "Sold out in 2 hours! Emaar's new launch in Dubai Hills — congratulations to all buyers 🎉",
    expected: { is_ad: false },
  },
  {
    id: 'na-14-cityscape',
    text: 'Всем привет! Кто завтра на выставке Cityscape? 😊',
    expected: { is_ad: false },
  },
  {
    id: 'na-15-golden-visa',
    text: 'Golden visa now available for property owners from AED 2M. Ask us how! 🇦🇪',
    expected: { is_ad: false },
  },
  {
    id: 'na-16-sold-with-details',
    text: '✅ SOLD — 3BR Townhouse Damac Hills 2, 1.39M. Thank you!',
    expected: { is_ad: false },
  },
  {
    id: 'na-17-record-penthouse-news',
    text: 'Record: a penthouse at Como Residences sold for AED 275M, the priciest deal of the year (DLD)',
    expected: { is_ad: false },
  },
  {
    id: 'na-18-average-price-update',
    text: 'JVC update: the average 1BR price is now AED 950K, up 11% year-on-year 📊',
    expected: { is_ad: false },
  },
  {
    id: 'na-19-ru-tseny-vyrosli',
    text: 'Цены на виллы в Dubai Hills выросли на 15% за год: средняя вилла с 4 спальнями стоит 9,5 млн AED',
    expected: { is_ad: false },
  },
  {
    id: 'na-20-sdam-studiyu',
    text: 'Сдам студию в Business Bay на длительный срок, 65 000 AED в год, 2 чека',
    expected: { is_ad: false },
  },
  {
    id: 'na-21-launch-eoi-no-price',
    text: 'Binghatti launches a new tower in JVC 🚀 EOI from tomorrow, studios to 2BR, price list soon',
    expected: { is_ad: false },
  },
  {
    id: 'na-22-nuzhna-villa-bilingual',
    text: 'Нужна вилла / Need a villa: Palm Jumeirah, 5BR, budget up to 40M AED',
    expected: { is_ad: false },
  },
  {
    id: 'na-23-prodano-townhouse',
    text: 'Продано ✅ Таунхаус в Town Square за 1,9 млн. Спасибо клиентам!',
    expected: { is_ad: false },
  },
  {
    id: 'na-24-mortgage-promo',
    text: 'Mortgage for non-residents: up to 60% LTV on properties from AED 1M. Book a free consultation!',
    expected: { is_ad: false },
  },
  {
    id: 'na-25-we-buy-villas',
    text: 'We buy villas in Arabian Ranches for cash, any condition. Quick deal within 7 days 📞 050 111 2233',
    expected: { is_ad: false },
  },
  {
    id: 'na-26-handover-news',
    text: 'Emaar has handed over Creek Rise Tower 2 in Dubai Creek Harbour: 1BR units traded at AED 1.6M on average last quarter',
    expected: { is_ad: false },
  },
];
