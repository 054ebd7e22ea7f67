/**
 * The gazetteer's points (WGS84): one for every community of telegram/dictionaries/communities.ts and one
 * for the projects of telegram/dictionaries/projects.ts whose site is known well enough, and the point a
 * listing gets from them (its project's, else its community's). The map search pins a listing there until
 * an admin moves its pin.
 *
 * Where they come from: placed by hand for this project from public maps and published landmark
 * coordinates (Burj Khalifa, Dubai Opera, the Palm Tower, the Dubai Land Department's community names
 * and their neighbours), not surveyed and not copied from any one data set. How exact they are:
 * - a community's point is near its middle, to about 1 km for the city's compact communities (Dubai
 *   Marina, JLT, Business Bay) and to 1–2 km for the large or new ones inland (Dubailand's, Damac Hills
 *   2, The Valley, Dubai South, Serena, Villanova), where a community covers several square km anyway;
 * - a project's point is its tower or cluster, to a few hundred metres; a project whose site is not
 *   known that well has no point and falls back to its community. A group of neighbouring towers may
 *   share one point (the Marina's tallest block).
 * Points have at most 4 decimals (about 11 m), communities' 3 (about 110 m): the digits say where the pin
 * goes, not that it is that exact.
 * docs/GAZETTEER.md says how to correct one; place-points.test.ts holds them to the dictionaries and to
 * the UAE's and Dubai's bounds. A subpath of its own (`@dd/core/place-points`): the server places the
 * listings, and the web's pages do without the alias dictionaries it reads.
 */
import { communityOfLocation } from '../market/dld-places.ts';
import { communityNamed, findPlaces, pickProject } from '../telegram/ad-places.ts';
import type { CommunityEntry } from '../telegram/dictionaries/communities.ts';
import type { ProjectEntry } from '../telegram/dictionaries/projects.ts';

export interface PlacePoint {
  lat: number;
  lng: number;
}

/** A listing's point and what it was placed by: its project's site, or its community's middle. */
export type ListingPoint = PlacePoint & { precision: 'project' | 'community' };

/** A community's middle by its canonical name. */
export const COMMUNITY_POINTS: Readonly<Record<string, PlacePoint>> = {
  // The new Dubai by the sea: Marina, JBR, the Palm and the islands off them.
  'Dubai Marina': { lat: 25.08, lng: 55.14 },
  'Jumeirah Beach Residence': { lat: 25.078, lng: 55.134 },
  'Bluewaters Island': { lat: 25.08, lng: 55.121 },
  'Emaar Beachfront': { lat: 25.096, lng: 55.139 },
  'Dubai Harbour': { lat: 25.092, lng: 55.143 },
  'Palm Jumeirah': { lat: 25.112, lng: 55.139 },
  'Palm Jebel Ali': { lat: 25.004, lng: 54.989 },
  'Dubai Media City': { lat: 25.093, lng: 55.155 },
  'Dubai Internet City': { lat: 25.096, lng: 55.162 },
  'Al Sufouh': { lat: 25.118, lng: 55.179 },

  // Around JLT and Emirates Living.
  'Jumeirah Lake Towers': { lat: 25.069, lng: 55.142 },
  'Jumeirah Heights': { lat: 25.065, lng: 55.144 },
  'Jumeirah Islands': { lat: 25.058, lng: 55.154 },
  'Jumeirah Park': { lat: 25.045, lng: 55.157 },
  'Emirates Hills': { lat: 25.066, lng: 55.165 },
  'The Meadows': { lat: 25.059, lng: 55.16 },
  'The Springs': { lat: 25.056, lng: 55.176 },
  'The Lakes': { lat: 25.076, lng: 55.172 },
  'The Greens': { lat: 25.09, lng: 55.172 },
  'The Views': { lat: 25.089, lng: 55.164 },
  'Barsha Heights': { lat: 25.097, lng: 55.176 },
  'Al Barsha': { lat: 25.105, lng: 55.196 },

  // Along Sheikh Zayed Road to Jebel Ali.
  'Discovery Gardens': { lat: 25.04, lng: 55.14 },
  'Al Furjan': { lat: 25.029, lng: 55.148 },
  'Jebel Ali': { lat: 25.011, lng: 55.115 },
  'Green Community': { lat: 24.999, lng: 55.163 },
  'Dubai Investments Park': { lat: 24.987, lng: 55.178 },
  'Expo City': { lat: 24.963, lng: 55.15 },
  'Dubai South': { lat: 24.895, lng: 55.165 },
  'Emaar South': { lat: 24.878, lng: 55.188 },

  // Al Barsha South (JVC, JVT, Arjan) and along Sheikh Mohammed Bin Zayed Road.
  'Jumeirah Village Circle': { lat: 25.059, lng: 55.209 },
  'Jumeirah Village Triangle': { lat: 25.048, lng: 55.188 },
  Arjan: { lat: 25.064, lng: 55.242 },
  'Al Barsha South': { lat: 25.082, lng: 55.225 },
  'Dubai Science Park': { lat: 25.078, lng: 55.241 },
  'Jumeirah Golf Estates': { lat: 25.022, lng: 55.198 },
  'Dubai Production City': { lat: 25.031, lng: 55.188 },
  'Dubai Sports City': { lat: 25.04, lng: 55.213 },
  'Motor City': { lat: 25.046, lng: 55.237 },
  'Dubai Studio City': { lat: 25.041, lng: 55.249 },

  // Off Al Qudra and Hessa roads.
  'Damac Hills': { lat: 25.027, lng: 55.25 },
  'Damac Lagoons': { lat: 25.019, lng: 55.236 },
  'Tilal Al Ghaf': { lat: 25.024, lng: 55.224 },
  'The Oasis': { lat: 24.999, lng: 55.222 },
  'Grand Polo Club': { lat: 24.966, lng: 55.228 },
  Remraam: { lat: 25.013, lng: 55.24 },
  'Arabian Ranches': { lat: 25.054, lng: 55.274 },
  'Arabian Ranches 2': { lat: 25.035, lng: 55.272 },
  Mudon: { lat: 25.029, lng: 55.266 },
  'The Sustainable City': { lat: 25.03, lng: 55.297 },
  'The Acres': { lat: 25.049, lng: 55.296 },
  'Town Square': { lat: 25.008, lng: 55.287 },
  Cherrywoods: { lat: 25, lng: 55.278 },

  // Dubailand, between Sheikh Mohammed Bin Zayed Road, Emirates Road and the Al Ain road.
  Dubailand: { lat: 25.065, lng: 55.315 },
  'Wadi Al Safa': { lat: 25.07, lng: 55.32 },
  'Arabian Ranches 3': { lat: 25.065, lng: 55.323 },
  'Living Legends': { lat: 25.074, lng: 55.316 },
  Majan: { lat: 25.088, lng: 55.318 },
  'Al Barari': { lat: 25.097, lng: 55.318 },
  Liwan: { lat: 25.105, lng: 55.36 },
  Villanova: { lat: 25.075, lng: 55.359 },
  Serena: { lat: 25.068, lng: 55.348 },
  'Dubai Land Residence Complex': { lat: 25.099, lng: 55.37 },
  'Falcon City': { lat: 25.087, lng: 55.378 },
  'Damac Hills 2': { lat: 24.993, lng: 55.381 },
  'The Valley': { lat: 25.011, lng: 55.447 },

  // Downtown, Business Bay and the centre along Sheikh Zayed Road.
  'Downtown Dubai': { lat: 25.195, lng: 55.277 },
  'Business Bay': { lat: 25.186, lng: 55.27 },
  'Al Habtoor City': { lat: 25.183, lng: 55.254 },
  DIFC: { lat: 25.2115, lng: 55.281 },
  'World Trade Centre': { lat: 25.224, lng: 55.287 },
  "Za'abeel": { lat: 25.223, lng: 55.299 },
  'Dubai Design District': { lat: 25.188, lng: 55.299 },
  'City Walk': { lat: 25.207, lng: 55.263 },
  'Al Wasl': { lat: 25.198, lng: 55.252 },
  'Al Safa': { lat: 25.174, lng: 55.235 },
  'Al Quoz': { lat: 25.145, lng: 55.233 },
  'Al Satwa': { lat: 25.222, lng: 55.27 },
  'Jumeirah Garden City': { lat: 25.226, lng: 55.277 },

  // Jumeirah's coast.
  Jumeirah: { lat: 25.206, lng: 55.244 },
  'Umm Suqeim': { lat: 25.153, lng: 55.208 },
  'La Mer': { lat: 25.23, lng: 55.254 },
  'Port de La Mer': { lat: 25.24, lng: 55.259 },
  'Pearl Jumeirah': { lat: 25.221, lng: 55.246 },
  'Jumeirah Bay Island': { lat: 25.212, lng: 55.238 },

  // Mohammed Bin Rashid City and its neighbours towards Ras Al Khor.
  'Mohammed Bin Rashid City': { lat: 25.156, lng: 55.295 },
  'Dubai Hills Estate': { lat: 25.11, lng: 55.252 },
  'District One': { lat: 25.151, lng: 55.285 },
  Meydan: { lat: 25.158, lng: 55.301 },
  'Sobha Hartland': { lat: 25.178, lng: 55.31 },
  'Sobha Hartland 2': { lat: 25.177, lng: 55.325 },
  'Nad Al Sheba': { lat: 25.145, lng: 55.335 },
  'Ras Al Khor': { lat: 25.18, lng: 55.355 },
  'Nad Al Hamar': { lat: 25.199, lng: 55.38 },

  // Along the Creek.
  'Dubai Creek Harbour': { lat: 25.203, lng: 55.348 },
  'Dubai Festival City': { lat: 25.222, lng: 55.352 },
  'Al Jaddaf': { lat: 25.221, lng: 55.331 },
  'Culture Village': { lat: 25.224, lng: 55.338 },
  'Dubai Healthcare City': { lat: 25.231, lng: 55.323 },
  'Oud Metha': { lat: 25.234, lng: 55.314 },
  'Al Karama': { lat: 25.246, lng: 55.304 },
  'Bur Dubai': { lat: 25.256, lng: 55.293 },
  'Mina Rashid': { lat: 25.265, lng: 55.28 },
  'Dubai Maritime City': { lat: 25.27, lng: 55.269 },
  Deira: { lat: 25.27, lng: 55.315 },
  'Dubai Islands': { lat: 25.295, lng: 55.3 },
  'Al Mamzar': { lat: 25.293, lng: 55.345 },

  // East of the airport.
  'Dubai Silicon Oasis': { lat: 25.121, lng: 55.381 },
  'International City': { lat: 25.165, lng: 55.409 },
  'Al Warsan': { lat: 25.156, lng: 55.425 },
  Mirdif: { lat: 25.223, lng: 55.42 },
  'Al Khawaneej': { lat: 25.228, lng: 55.48 },

  // Outside the emirate: Abu Dhabi's islands and Ras Al Khaimah's Al Marjan.
  'Al Reem Island': { lat: 24.497, lng: 54.406 },
  'Saadiyat Island': { lat: 24.542, lng: 54.433 },
  'Yas Island': { lat: 24.489, lng: 54.606 },
  'Al Marjan Island': { lat: 25.677, lng: 55.738 },
};

/** The Marina's block of towers between the water and Al Sharta Street: one point for the block. */
const MARINA_TALLEST_BLOCK: PlacePoint = { lat: 25.0888, lng: 55.1475 };

/** A project's own site by its canonical name; projects left out fall back to their community. */
export const PROJECT_POINTS: Readonly<Record<string, PlacePoint>> = {
  'Burj Khalifa': { lat: 25.1972, lng: 55.2744 },
  // Inside the Burj Khalifa.
  'Armani Residences': { lat: 25.1972, lng: 55.2744 },
  'Address Boulevard': { lat: 25.2006, lng: 55.2776 },
  'Address Sky View': { lat: 25.2013, lng: 55.2711 },
  'Address Residences Dubai Opera': { lat: 25.1966, lng: 55.2706 },
  'Opera Grand': { lat: 25.1948, lng: 55.2722 },
  'Executive Towers': { lat: 25.1867, lng: 55.263 },
  'The Opus': { lat: 25.1877, lng: 55.2724 },
  'Palm Tower': { lat: 25.1139, lng: 55.1389 },
  'Royal Atlantis': { lat: 25.1338, lng: 55.1262 },
  'Princess Tower': MARINA_TALLEST_BLOCK,
  '23 Marina': MARINA_TALLEST_BLOCK,
  'Elite Residence': MARINA_TALLEST_BLOCK,
  'Marina 101': MARINA_TALLEST_BLOCK,
  'Torch Tower': MARINA_TALLEST_BLOCK,
};

const lowerText = (text: string): string => text.toLowerCase().replace(/ё/gu, 'е');

/** The project a text names, as the parser picks an ad's project (not one it is near to or views). */
function projectNamed(text: string): ProjectEntry | undefined {
  const lower = lowerText(text);
  return pickProject(lower, findPlaces(lower))?.entry;
}

/**
 * True when a project can be the listing's in `community`: it lies there or in one of its
 * sub-communities ("Sobha Hartland" projects in "MBR City"). A project of another community is another
 * building of that name.
 */
function liesIn(project: ProjectEntry, community: CommunityEntry): boolean {
  return project.community === community.name || communityNamed(project.community)?.parent === community.name;
}

const pointOf = (point: PlacePoint, precision: ListingPoint['precision']): ListingPoint => ({
  lat: point.lat,
  lng: point.lng,
  precision,
});

/**
 * A listing's point. Its community is the one its location names as the market check reads it
 * (communityOfLocation: "Dubai Marina", "JVC", "Дубай Марина", "Marina Gate, Dubai Marina"), else the
 * one its name names. Its project is the one its name (else its location) names, when that project lies
 * in that community or a sub-community of it, or the listing names no community; a project of another
 * community is another building of the same name. The point is the project's site when it has one
 * ("Burj Khalifa" in "Downtown Dubai"), else the middle of the project's community ("Hartland Greens"
 * in "MBR City": Sobha Hartland's), else of the listing's community. Null when nothing names a place
 * the gazetteer knows.
 */
export function listingPoint(listing: { location: string; property_name: string }): ListingPoint | null {
  const community = communityOfLocation(listing.location) ?? communityOfLocation(listing.property_name);
  const project = projectNamed(listing.property_name) ?? projectNamed(listing.location);
  const own = project && (!community || liesIn(project, community)) ? project : undefined;
  const site = own && PROJECT_POINTS[own.name];
  if (site) return pointOf(site, 'project');
  const name = own?.community ?? community?.name;
  const middle = name === undefined ? undefined : COMMUNITY_POINTS[name];
  return middle ? pointOf(middle, 'community') : null;
}
