/**
 * Texts that are not property offers: greetings, "SOLD" / "ПРОДАНО" notices, market news, buyers'
 * requests ("looking for…", "ищу…"), rentals, channel promotions and events. An offer needs a price and
 * at least one more property signal (type, size, community); the reasons are worded for an admin. News
 * quoting a price, a type and a place ("a 6BR villa sold for AED 165M", "средняя цена студии в JVC — 650
 * тыс.") is news when it has the words of news and none of an offer (selling, a discount, a contact).
 */

import { mentions } from './ad-text.ts';

export interface AdSignals {
  priceCount: number;
  hasType: boolean;
  hasSize: boolean;
  hasLocation: boolean;
}

const SOLD_RE = /^(?:[\s•!.-]*)(?:sold|продан[аоы]?)(?![a-z\u00e0-\u024f\u0400-\u04ff])(?!\s+out)/u;
const SOLD_OUT_RE =
  /(?<![a-z\u00e0-\u024f\u0400-\u04ff])(?:sold\s+out|распродан[a-z\u00e0-\u024f\u0400-\u04ff]*)(?![a-z\u00e0-\u024f\u0400-\u04ff])/u;
const REQUEST_RE =
  /(?<![a-z\u00e0-\u024f\u0400-\u04ff])(?:looking\s+for|searching\s+for|wanted|require[sd]?|requirement|need(?:ed)?\s+(?:a|an|\d)|my\s+client\s+(?:is\s+)?looking|ищу|ищем|ищет|нужн[аоы]|требуется|в\s+поиске|подберу|подберем)(?![a-z\u00e0-\u024f\u0400-\u04ff])/u;
/** "сдана в аренду" (let to a tenant) is a tenanted unit for sale, not a rental. */
const RENT_RE =
  /(?<![a-z\u00e0-\u024f\u0400-\u04ff])(?:for\s+rent|to\s+rent|for\s+lease|cheques?|(?<!(?:сдан[аоы]?|арендован[аоы]?)\s+)в\s+аренду|сда[её]тся|сдам|аренда\s+на)(?![a-z\u00e0-\u024f\u0400-\u04ff])/u;
const SALE_RE =
  /(?<![a-z\u00e0-\u024f\u0400-\u04ff])(?:sale|sell[a-z\u00e0-\u024f\u0400-\u04ff]*|distress|resale|op|asking|прода[a-z\u00e0-\u024f\u0400-\u04ff]*|переуступк[a-z\u00e0-\u024f\u0400-\u04ff]*|цена\s+продаж)(?![a-z\u00e0-\u024f\u0400-\u04ff])/u;
const GREETING_RE =
  /(?<![a-z\u00e0-\u024f\u0400-\u04ff])(?:good\s+(?:morning|evening|afternoon|night)|hello|hi\s+all|happy|eid|mubarak|ramadan\s+kareem|congratulations|доброе\s+утро|добрый\s+(?:день|вечер)|привет|поздравля[a-z\u00e0-\u024f\u0400-\u04ff]*|с\s+праздник[a-z\u00e0-\u024f\u0400-\u04ff]*)(?![a-z\u00e0-\u024f\u0400-\u04ff])/u;
const NEWS_RE =
  /(?<![a-z\u00e0-\u024f\u0400-\u04ff])(?:market|transactions?|report|news|according\s+to|data|statistics|index|новост[a-z\u00e0-\u024f\u0400-\u04ff]*|рын(?:ок|ка|ке)|сообщает|статистик[a-z\u00e0-\u024f\u0400-\u04ff]*|сделок)(?![a-z\u00e0-\u024f\u0400-\u04ff])/u;
const PROMO_RE =
  /(?<![a-z\u00e0-\u024f\u0400-\u04ff])(?:join|subscribe|webinar|seminar|channel|register|event|expo|exhibition|cityscape|golden\s+visa|подпис[a-z\u00e0-\u024f\u0400-\u04ff]*|вебинар[a-z\u00e0-\u024f\u0400-\u04ff]*|канал[a-z\u00e0-\u024f\u0400-\u04ff]*|выставк[a-z\u00e0-\u024f\u0400-\u04ff]*|мероприяти[a-z\u00e0-\u024f\u0400-\u04ff]*)(?![a-z\u00e0-\u024f\u0400-\u04ff])/u;

/** Words of market news: records, averages, growth, transactions, data ("sold for", "средняя цена"). */
const NEWS_FACTS_RE =
  /(?<![a-z\u00e0-\u024f\u0400-\u04ff])(?:record|sold\s+for|priciest|most\s+expensive|averages?|averaged|on\s+average|rose|risen|jumped|grew|up\s+from|down\s+from|year-on-year|y-o-y|yoy|transactions?|traded\s+at|handed\s+over|according\s+to|data\s+shows|средн[a-z\u00e0-\u024f\u0400-\u04ff]*|рекорд[a-z\u00e0-\u024f\u0400-\u04ff]*|вырос[a-z\u00e0-\u024f\u0400-\u04ff]*|подорожал[a-z\u00e0-\u024f\u0400-\u04ff]*|подешевел[a-z\u00e0-\u024f\u0400-\u04ff]*|рост|по\s+данным|данные)(?![a-z\u00e0-\u024f\u0400-\u04ff])/u;
/** Words of an offer: selling, a discount, someone to call. News with none of them is news. */
const OFFER_WORDS_RE =
  /(?<![a-z\u00e0-\u024f\u0400-\u04ff])(?:sale|sell[a-z]*|seller|distress|resale|asking|op|o\.p|original|below|discount|urgent|owner|call|whatsapp|contact|dm|прода(?!н)[a-z\u00e0-\u024f\u0400-\u04ff]*|переуступк[a-z\u00e0-\u024f\u0400-\u04ff]*|срочн[a-z\u00e0-\u024f\u0400-\u04ff]*|ниже|дешевле|скидк[a-z\u00e0-\u024f\u0400-\u04ff]*|вместо|звоните|пишите|тел)(?![a-z\u00e0-\u024f\u0400-\u04ff])/u;

/** Why the text is not an ad, or null when it reads as an offer. */
export function notAnAdReason(lower: string, signals: AdSignals): string | null {
  const letters = lower.replace(/[^a-z\u00e0-\u024f\u0400-\u04ff]/gu, '').length;
  if (letters < 8) return 'Too short to be an ad.';
  if (SOLD_RE.test(lower)) return 'Marked as sold.';
  const strongOffer =
    signals.priceCount > 0 &&
    [signals.hasType, signals.hasSize, signals.hasLocation].filter(Boolean).length >= 2;
  if (REQUEST_RE.test(lower.slice(0, 160)) && !(strongOffer && SALE_RE.test(lower))) {
    return "A buyer's request, not an offer.";
  }
  const rentWords = mentions(lower, 'rent', 'lease', 'cheque', 'аренд', 'сда', 'сдам');
  if (rentWords && RENT_RE.test(lower) && !SALE_RE.test(lower)) return 'A rental listing, not a sale.';
  if (signals.priceCount === 0 && SOLD_OUT_RE.test(lower)) return 'A sold-out announcement, not an offer.';
  if (NEWS_FACTS_RE.test(lower) && !OFFER_WORDS_RE.test(lower)) return 'Market news, not an offer.';
  const offer =
    signals.priceCount > 0 &&
    (signals.hasType || signals.hasSize || (signals.hasLocation && SALE_RE.test(lower)));
  if (offer) return null;
  if (GREETING_RE.test(lower)) return 'A greeting, not an offer.';
  if (PROMO_RE.test(lower)) return 'A channel promotion or event, not an offer.';
  if (NEWS_RE.test(lower)) return 'Market news, not an offer.';
  return 'No property offer found: no price together with a type, size or community.';
}
