/**
 * parseTelegramAd: a pure, deterministic reading of a Telegram property ad (English, Russian or both)
 * into the property fields of SPEC §3, with the fields it could not find and warnings for an admin.
 *
 * Output conventions (what the web app shows and what the corpus expects):
 * - property_type: 'Studio' | '1BR' … '4BR' | '5BR+' | 'Villa' | 'Townhouse' | 'Penthouse' | 'Duplex' |
 *   'Office' | 'Plot'. A villa / townhouse / penthouse / duplex keeps its type; its bedroom count goes
 *   into the fallback name ('4BR Villa in Arabian Ranches 3') and a warning.
 * - location: the canonical English community name of dictionaries/communities.ts ('Jumeirah Village
 *   Circle', 'Downtown Dubai', 'Dubai Creek Harbour'); the first community the ad is in, not one it is
 *   near to or has a view of; a sub-community over its parent ('District One' over 'MBR City'); when the
 *   ad names none, the community of the project it names (dictionaries/projects.ts: "Creek Rise" →
 *   'Dubai Creek Harbour'), with a warning.
 * - developer: the short brand of dictionaries/developers.ts ('Emaar', 'Damac', 'Select Group'); when
 *   the ad names none, the developer of the project it names, else of its community when the community
 *   carries the brand (Damac Hills 2, Emaar Beachfront, Sobha Hartland), with a warning.
 * - property_name: see ad-name.ts ('Binghatti Onyx', 'Creek Rise' for "Крик Райз", else '2BR in Dubai
 *   Marina').
 * - size_sqft: integer sq.ft of the built-up area; m² converted with round(m² × 10.7639).
 * - prices: integers in AED, original ≥ distress; the original is the developer's price or what the seller
 *   paid, a market estimate only when the ad gives neither. One price and no discount: distress price
 *   only. A stated discount and one price: the other one derived (a percentage rounded to the nearest
 *   1,000 AED, an amount exactly), warned.
 * - handover_date: 'Ready' | 'Q4 2026' | 'H1 2027' | 'Dec 2026' | '2027'.
 * - payment_plan: '60/40' | '1% monthly' | 'Post-handover 60/40' | '1% monthly post-handover' |
 *   'Post-handover' | 'Cash'.
 * - furnishing: 'Furnished' | 'Semi-furnished' | 'Unfurnished'.
 * - floor_level: '12th floor' | 'High floor' | 'Mid floor' | 'Low floor' | 'Top floor' | 'Ground floor'.
 * - view_type: 'Sea view', 'Full sea view', 'Sea and Burj Al Arab view' (see ad-view.ts).
 * - has_balcony / has_pool (private pool only): true, false when the ad says "no …", null when silent.
 * - parking_spaces: the stated count; 1 for a parking without a count (warned); 0 for "no parking".
 * - brochure_link: see pickBrochure in ad-text.ts.
 * Non-ads (greetings, SOLD, news, requests, rentals, promotions) get is_ad false and a reason; their
 * fields are still read, for whoever wants them.

 *
 * Speed (a bulk import parses 10,000 messages with everything else in under 10 s): regexes run on the
 * lower-cased text, word boundaries are written with explicit letter ranges instead of \p{L} (a leading
 * \p{L} look-behind on a mixed Latin/Cyrillic alternation is ~7× slower in V8), a regex runs only when
 * a cheap `includes` says its words are there, dictionaries are matched word by word through maps, and
 * nothing nests quantifiers (long adversarial strings stay linear). Input is cut at 12,000 characters.
 */
import { AD_FIELDS, type AdField, type AdFields, type ParsedAd } from './ad-types.ts';
import { readFurnishing, readHandover, readPaymentPlan } from './ad-details.ts';
import { readDiscount, readDiscountAmount } from './ad-discount.ts';
import { readBalcony, readFloor, readParking, readPrivatePool } from './ad-features.ts';
import { maskTraps } from './ad-masks.ts';
import { readName } from './ad-name.ts';
import { communityFromHashtag, communityNamed, findPlaces, pickCommunity, pickProject } from './ad-places.ts';
import { findPrices, resolvePrices, setAsideDiscountAmount } from './ad-prices.ts';
import { readSize } from './ad-sizes.ts';
import { blankSpans, normalizeAdText, pickBrochure } from './ad-text.ts';
import { readPropertyType } from './ad-types-normalize.ts';
import { readView } from './ad-view.ts';
import { notAnAdReason } from './not-an-ad.ts';

export { PROPERTY_TYPES, type PropertyType } from './ad-types-normalize.ts';

export function parseTelegramAd(input: string): ParsedAd {
  const ad = normalizeAdText(typeof input === 'string' ? input : '');
  const { text, lower } = ad;
  const warnings: string[] = [];

  const places = findPlaces(lower);
  const community = pickCommunity(lower, places);
  const communitySpans = places.communities.map((c) => [c.start, c.end] as const);
  const developerSpans = places.developers.map((d) => [d.start, d.end] as const);
  const projectSpans = places.projects.map((p) => [p.start, p.end] as const);
  const typeResult = readPropertyType(blankSpans(lower, [...communitySpans, ...projectSpans]), text);
  warnings.push(...typeResult.warnings);
  // A project of villas or townhouses named in an ad whose bedrooms are an apartment's is another
  // building of that name (The Fairways towers of The Views, Sidra Tower in Al Sufouh): its community,
  // developer and type are not the ad's.
  const named = pickProject(lower, places);
  const project = named?.entry.type && typeResult.apartment ? null : named;
  let location = community?.entry.name ?? null;
  if (project) {
    const own = project.entry.community;
    if (location === null || communityNamed(own)?.parent === location) {
      location = own;
      if (!community) warnings.push(`Community ${own} inferred from the project ${project.entry.name}.`);
    }
  }
  if (!location) {
    for (const tag of ad.hashtags) location ??= communityFromHashtag(tag)?.name ?? null;
  }
  let developer = places.developers[0]?.entry.name ?? null;
  if (!developer && project?.entry.developer) {
    developer = project.entry.developer;
    warnings.push(`Developer ${developer} inferred from the project ${project.entry.name}.`);
  }
  if (!developer && community?.entry.developer) {
    developer = community.entry.developer;
    warnings.push(`Developer ${developer} inferred from the community name ${community.entry.name}.`);
  }

  const projectType = project?.entry.type;
  if (projectType && (typeResult.type === null || /BR/.test(typeResult.type))) {
    typeResult.type = projectType;
    warnings.push(`${projectType} read from the project ${project.entry.name}.`);
  }

  const size = readSize(lower, typeResult.type === 'Plot');
  warnings.push(...size.warnings);

  const masked = maskTraps(lower, size.spans);
  const { found, amount: discountAmount } = setAsideDiscountAmount(
    findPrices(masked, lower),
    readDiscountAmount(masked, lower),
  );
  const discount = readDiscount(lower);
  const prices = resolvePrices(found, discount, discountAmount);
  warnings.push(...prices.warnings);

  const name = readName({
    text,
    lower,
    communitySpans,
    developerSpans,
    project: project && { start: project.start, end: project.end, name: project.entry.name },
    type: typeResult.type,
    bedrooms: typeResult.bedrooms,
    location,
  });
  if (name.fromTypeAndLocation)
    warnings.push('No project name found: the name is built from type and location.');

  const parking = readParking(lower);
  if (parking.assumed) warnings.push('Parking is mentioned without a count: 1 assumed.');

  const fields: AdFields = {
    property_name: name.name,
    developer,
    location,
    property_type: typeResult.type,
    furnishing: readFurnishing(lower),
    size_sqft: size.sizeSqft,
    floor_level: readFloor(lower),
    view_type: readView(lower, name.span ? [name.span] : []),
    has_balcony: readBalcony(lower),
    has_pool: readPrivatePool(lower),
    parking_spaces: parking.count,
    handover_date: readHandover(lower),
    payment_plan: readPaymentPlan(lower),
    original_price: prices.original,
    distress_price: prices.distress,
    brochure_link: pickBrochure(ad.links),
  };

  const notAd = notAnAdReason(lower, {
    priceCount: found.filter((p) => p.label !== 'excluded').length,
    hasType: typeResult.type !== null,
    hasSize: size.sizeSqft !== null,
    hasLocation: location !== null,
  });
  const missing: AdField[] = AD_FIELDS.filter((f) => fields[f] === null);
  return {
    is_ad: notAd === null,
    not_ad_reason: notAd,
    fields,
    discount_percent: discount,
    missing,
    warnings,
    price_notes: prices.notes,
  };
}
