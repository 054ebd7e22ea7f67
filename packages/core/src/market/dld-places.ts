/**
 * The parser's communities as the Dubai Land Department names them (docs/decisions/0029). Marketing
 * names differ from DLD's land-registry areas: 'Dubai Marina' is the area 'Marsa Dubai', 'Downtown
 * Dubai' is 'Burj Khalifa', 'Jumeirah Village Circle' is 'Al Barsha South Fourth', 'Dubai Hills Estate'
 * is 'Hadaeq Sheikh Mohammed Bin Rashid'. DLD's master projects mostly keep the marketing name.
 *
 * One entry per community of telegram/dictionaries/communities.ts (a test holds them in step):
 * - `areas`: DLD's `area_name_en` spellings ('Al Barshaa South Third' with its double a, 'Um Suqaim',
 *   'Al Goze' for Al Quoz). A community lying across several areas lists them all, and so does one at
 *   the border of two where the registry's line is not known here; a wide name (Dubailand, Deira, Bur
 *   Dubai, Jumeirah) lists its main areas. Empty for a few new master communities whose area is not
 *   known yet: they are matched on their master project only.
 * - `masterProjects`: DLD's master project names for the community, with the variants DLD is known to
 *   write ('Jumeirah Lakes Towers'); empty for old districts DLD registers without one (Al Barsha, Deira).
 * - `outsideDubai`: set for the communities outside the emirate (Abu Dhabi's, Ras Al Khaimah's). DLD
 *   registers no sale there, so both lists are empty and such a listing has no market reference.
 *
 * DLD writes names in varying case and spacing (the open-data export upper-cases some): compare them
 * through dldNameKey. The areas of the less-traded communities are the least certain part: the first
 * import is their check (an area named here that no sale carries is a spelling or a border to correct).
 */
import type { CommunityEntry } from '../telegram/dictionaries/communities.ts';
import {
  communityNamed,
  communityOfWholeText,
  findPlaces,
  pickCommunity,
  pickProject,
} from '../telegram/ad-places.ts';

export interface DldPlace {
  /** DLD's areas (`area_name_en`) the community lies in. */
  areas: readonly string[];
  /** DLD's master projects (`master_project_en`) of the community. */
  masterProjects: readonly string[];
  /** The community is outside Dubai: DLD has no data for it. */
  outsideDubai?: true;
}

const place = (areas: readonly string[], masterProjects: readonly string[] = []): DldPlace => ({
  areas,
  masterProjects,
});
const OUTSIDE_DUBAI: DldPlace = { areas: [], masterProjects: [], outsideDubai: true };

const MARSA_DUBAI = ['Marsa Dubai'];
const EMIRATES_LIVING = ['Al Thanayah Fourth'];
const WADI_AL_SAFA = [
  'Wadi Al Safa 2',
  'Wadi Al Safa 3',
  'Wadi Al Safa 4',
  'Wadi Al Safa 5',
  'Wadi Al Safa 6',
  'Wadi Al Safa 7',
];

/** DLD's areas and master projects by the parser's canonical community name. */
export const DLD_PLACES: Readonly<Record<string, DldPlace>> = {
  'Jumeirah Village Circle': place(['Al Barsha South Fourth'], ['Jumeirah Village Circle']),
  'Jumeirah Village Triangle': place(['Al Barsha South Fifth'], ['Jumeirah Village Triangle']),
  'Jumeirah Lake Towers': place(['Al Thanyah Fifth'], ['Jumeirah Lakes Towers', 'Jumeirah Lake Towers']),
  'Downtown Dubai': place(['Burj Khalifa'], ['Downtown Dubai', 'Burj Khalifa']),
  'Business Bay': place(['Business Bay'], ['Business Bay']),
  'Dubai Marina': place(MARSA_DUBAI, ['Dubai Marina']),
  'Palm Jumeirah': place(['Palm Jumeirah'], ['Palm Jumeirah']),
  'Palm Jebel Ali': place(['Palm Jabal Ali'], ['Palm Jebel Ali', 'Palm Jabal Ali']),

  // Mohammed Bin Rashid City and its parts: Dubai Hills on the Hadaeq land, the Meydan side on Al Merkadh
  // and Nad Al Shiba, Sobha Hartland 2 towards Ras Al Khor.
  'Dubai Hills Estate': place(['Hadaeq Sheikh Mohammed Bin Rashid'], ['Dubai Hills Estate', 'Dubai Hills']),
  'Mohammed Bin Rashid City': place(
    ['Al Merkadh', 'Hadaeq Sheikh Mohammed Bin Rashid', 'Nad Al Shiba First', 'Bukadra'],
    ['Mohammed Bin Rashid City', 'Mohammed Bin Rashid Al Maktoum City'],
  ),
  'District One': place(['Al Merkadh', 'Nad Al Shiba First'], ['District One']),
  'Sobha Hartland': place(['Al Merkadh'], ['Sobha Hartland']),
  'Sobha Hartland 2': place(['Bukadra', 'Al Merkadh'], ['Sobha Hartland 2', 'Sobha Hartland II']),

  'Dubai Creek Harbour': place(
    ['Al Khairan First'],
    ['Dubai Creek Harbour', 'Dubai Creek Harbour (The Lagoons)'],
  ),
  Arjan: place(['Al Barshaa South Third'], ['Arjan']),
  'Al Furjan': place(['Jabal Ali First'], ['Al Furjan']),
  'Dubai South': place(
    ['Madinat Al Mataar'],
    ['Dubai South', 'Dubai South (Dubai World Central)', 'Dubai World Central'],
  ),
  'Emaar South': place(['Madinat Al Mataar'], ['Emaar South']),
  'Damac Hills': place(['Al Hebiah Third'], ['Damac Hills']),
  'Damac Hills 2': place(['Madinat Hind 4'], ['Damac Hills 2', 'Akoya Oxygen']),
  'Damac Lagoons': place(['Al Yelayiss 1'], ['Damac Lagoons']),
  'Jumeirah Beach Residence': place(MARSA_DUBAI, ['Jumeirah Beach Residence', 'Jumeirah Beach Residences']),
  'Bluewaters Island': place(MARSA_DUBAI, ['Bluewaters Island', 'Bluewaters']),
  'Emaar Beachfront': place(MARSA_DUBAI, ['Emaar Beachfront', 'Dubai Harbour']),
  'Dubai Harbour': place(MARSA_DUBAI, ['Dubai Harbour', 'Emaar Beachfront']),
  'City Walk': place(['Al Wasl'], ['City Walk']),
  'Al Barsha': place(['Al Barsha First', 'Al Barsha Second', 'Al Barsha Third', 'Al Barsha']),
  'Al Barsha South': place(['Al Barshaa South First', 'Al Barshaa South Second', 'Al Barshaa South Third']),
  'Barsha Heights': place(['Al Thanyah First'], ['Barsha Heights', 'Tecom']),

  // Along Sheikh Mohammed Bin Zayed Road: the Al Hebiah areas and Me'Aisem.
  'Dubai Sports City': place(['Al Hebiah Fourth'], ['Dubai Sports City']),
  'Motor City': place(['Al Hebiah First'], ['Motor City']),
  'Dubai Studio City': place(['Al Hebiah Second'], ['Dubai Studio City']),
  'Dubai Production City': place(
    ["Me'Aisem First"],
    ['Dubai Production City', 'International Media Production Zone'],
  ),
  'Dubai Silicon Oasis': place(['Nadd Hessa'], ['Dubai Silicon Oasis']),
  'International City': place(
    ['Al Warsan First', 'Warsan Fourth'],
    ['International City', 'International City Phase 2', 'International City Phase 3'],
  ),
  'Discovery Gardens': place(['Jabal Ali First'], ['Discovery Gardens']),
  'Dubai Investments Park': place(
    ['Dubai Investment Park First', 'Dubai Investment Park Second'],
    ['Dubai Investments Park', 'Dubai Investment Park'],
  ),
  'Jebel Ali': place(
    ['Jabal Ali First', 'Jabal Ali Industrial Second'],
    ['Jebel Ali', 'Downtown Jebel Ali', 'Jebel Ali Village'],
  ),
  'Jumeirah Golf Estates': place(['Al Hebiah Fourth', "Me'Aisem First"], ['Jumeirah Golf Estates']),

  // Emirates Living and its neighbours by JLT.
  'The Springs': place(EMIRATES_LIVING, ['The Springs', 'Emirates Living']),
  'The Meadows': place(EMIRATES_LIVING, ['The Meadows', 'Emirates Living']),
  'The Lakes': place(EMIRATES_LIVING, ['The Lakes', 'Emirates Living']),
  'Emirates Hills': place(EMIRATES_LIVING, ['Emirates Hills']),
  'The Greens': place(['Al Thanyah Third'], ['The Greens']),
  'The Views': place(['Al Thanyah Third'], ['The Views']),

  'The Valley': place(['Al Yufrah 1'], ['The Valley']),
  'Arabian Ranches': place(['Wadi Al Safa 6'], ['Arabian Ranches']),
  'Arabian Ranches 2': place(['Wadi Al Safa 7'], ['Arabian Ranches 2', 'Arabian Ranches II']),
  'Arabian Ranches 3': place(
    ['Wadi Al Safa 7', 'Wadi Al Safa 5'],
    ['Arabian Ranches 3', 'Arabian Ranches III'],
  ),
  Mudon: place(['Al Hebiah Sixth'], ['Mudon']),
  Remraam: place(['Al Hebiah Fifth'], ['Remraam']),
  'Town Square': place(['Al Yelayiss 2'], ['Town Square']),
  Dubailand: place(WADI_AL_SAFA, ['Dubailand', 'Dubai Land']),
  Majan: place(['Wadi Al Safa 3'], ['Majan']),
  Liwan: place(['Wadi Al Safa 2'], ['Liwan']),
  'Living Legends': place(['Wadi Al Safa 3'], ['Living Legends']),
  'Al Quoz': place(['Al Goze First', 'Al Goze Third', 'Al Goze Fourth']),
  'Al Jaddaf': place(['Al Jadaf'], ['Al Jaddaf', 'Al Jadaf']),
  'Culture Village': place(['Al Jadaf'], ['Culture Village']),
  'Dubai Healthcare City': place(
    ['Um Hurair Second', 'Al Jadaf'],
    ['Dubai Healthcare City', 'Dubai Healthcare City Phase 2', 'Dubai Healthcare City - Phase 2'],
  ),
  'Al Wasl': place(['Al Wasl']),
  Jumeirah: place(['Jumeirah First', 'Jumeirah Second', 'Jumeirah Third', 'Jumeirah']),
  'Umm Suqeim': place(['Um Suqaim First', 'Um Suqaim Second', 'Um Suqaim Third', 'Um Suqaim']),
  'La Mer': place(['Jumeirah First'], ['La Mer']),
  'Port de La Mer': place(['Jumeirah First'], ['Port de La Mer', 'La Mer']),
  'Pearl Jumeirah': place(['Jumeira Island 2', 'Jumeira Island First'], ['Pearl Jumeirah']),
  'Jumeirah Bay Island': place(
    ['Jumeira Island First', 'Jumeira Island 2'],
    ['Jumeirah Bay Island', 'Jumeirah Bay'],
  ),
  'Dubai Islands': place(['Palm Deira'], ['Dubai Islands', 'Deira Islands', 'Palm Deira']),
  Deira: place([
    'Rega Al Buteen',
    'Port Saeed',
    'Al Murqabat',
    'Al Muteena',
    'Naif',
    'Hor Al Anz',
    'Abu Hail',
    'Al Baraha',
    'Al Garhoud',
  ]),
  'Bur Dubai': place(['Bur Dubai', 'Mankhool', 'Al Raffa', 'Al Fahidi', 'Al Kifaf', 'Um Hurair First']),
  'Al Karama': place(['Al Karama']),
  'Oud Metha': place(['Oud Metha', 'Um Hurair Second']),
  Meydan: place(['Nad Al Shiba First', 'Al Merkadh'], ['Meydan', 'Meydan One', 'Meydan City']),
  'Nad Al Sheba': place(
    ['Nad Al Shiba First', 'Nad Al Shiba Second', 'Nad Al Shiba Third', 'Nad Al Shiba Fourth'],
    ['Nad Al Sheba'],
  ),
  'Tilal Al Ghaf': place(['Al Hebiah Fifth', 'Al Hebiah Fourth'], ['Tilal Al Ghaf']),
  Villanova: place(['Wadi Al Safa 3', 'Al Yelayiss 2'], ['Villanova']),
  Serena: place(['Wadi Al Safa 3', 'Al Yelayiss 2'], ['Serena']),
  'The Oasis': place(["Me'Aisem Second"], ['The Oasis', 'The Oasis by Emaar']),
  'Expo City': place(['Madinat Al Mataar'], ['Expo City', 'Expo City Dubai']),
  'Dubai Land Residence Complex': place(
    ['Wadi Al Safa 5'],
    ['Dubai Land Residence Complex', 'Dubailand Residence Complex'],
  ),
  'Wadi Al Safa': place(WADI_AL_SAFA),
  Mirdif: place(['Mirdif']),
  'Al Sufouh': place(['Al Safouh First', 'Al Safouh Second']),
  'Dubai Internet City': place(['Al Safouh Second'], ['Dubai Internet City']),
  'Dubai Media City': place(['Al Safouh Second'], ['Dubai Media City']),
  'Dubai Design District': place(['Zaabeel Second'], ['Dubai Design District']),
  'Dubai Festival City': place(
    ['Al Kheeran', 'Festival City First'],
    ['Dubai Festival City', 'Festival City'],
  ),
  'Al Habtoor City': place(['Business Bay'], ['Al Habtoor City']),
  DIFC: place(
    ['Trade Center Second', 'Trade Center First', 'Zaabeel Second'],
    ['DIFC', 'Dubai International Financial Centre'],
  ),
  "Za'abeel": place(['Zaabeel First', 'Zaabeel Second']),
  'World Trade Centre': place(
    ['Trade Center First', 'Trade Center Second'],
    ['World Trade Centre', 'World Trade Center'],
  ),
  'Green Community': place(['Dubai Investment Park First'], ['Green Community']),
  'Jumeirah Park': place(['Al Thanyah Fifth', 'Al Thanayah Fourth'], ['Jumeirah Park']),
  'Jumeirah Islands': place(['Al Thanyah Fifth', 'Al Thanayah Fourth'], ['Jumeirah Islands']),
  'Jumeirah Heights': place(['Al Thanyah Fifth'], ['Jumeirah Heights']),
  'Al Barari': place(['Wadi Al Safa 3'], ['Al Barari']),
  'Mina Rashid': place(['Madinat Dubai Almelaheyah'], ['Mina Rashid', 'Rashid Yachts and Marina']),
  'Dubai Maritime City': place(['Madinat Dubai Almelaheyah'], ['Dubai Maritime City']),
  'Ras Al Khor': place(['Ras Al Khor', 'Ras Al Khor Industrial First', 'Ras Al Khor Industrial Second']),
  'Falcon City': place(['Wadi Al Safa 5'], ['Falcon City of Wonders', 'Falcon City']),
  'Dubai Science Park': place(['Al Barshaa South Second'], ['Dubai Science Park', 'DuBiotech']),
  'Al Satwa': place(['Al Satwa']),
  'The Sustainable City': place(['Wadi Al Safa 7'], ['The Sustainable City', 'Sustainable City']),
  Cherrywoods: place([], ['Cherrywoods']),
  'Al Safa': place(['Al Safaa', 'Al Saffa First', 'Al Saffa Second']),
  'Nad Al Hamar': place(['Nad Al Hamar']),
  'Jumeirah Garden City': place(['Al Satwa', 'Al Jafliya'], ['Jumeirah Garden City']),
  'Al Khawaneej': place(['Al Khawaneej First', 'Al Khawaneej Second', 'Al Khawaneej']),
  'Al Warsan': place(['Al Warsan First', 'Al Warsan Second', 'Al Warsan Third', 'Warsan Fourth']),
  'Al Mamzar': place(['Al Mamzer']),
  'The Acres': place([], ['The Acres']),
  'Grand Polo Club': place([], ['Grand Polo Club', 'Grand Polo Club and Resort']),

  // Outside the emirate: DLD registers no sale there.
  'Al Reem Island': OUTSIDE_DUBAI,
  'Saadiyat Island': OUTSIDE_DUBAI,
  'Yas Island': OUTSIDE_DUBAI,
  'Al Marjan Island': OUTSIDE_DUBAI,
};

/** A DLD name for comparing: trimmed, runs of white space made one space, lower-cased. */
export const dldNameKey = (name: string): string => name.trim().replace(/\s+/gu, ' ').toLowerCase();

export interface DldPlaceMatch extends DldPlace {
  /** The parser's canonical name of the community. */
  community: string;
}

/**
 * The community a listing's location names, as the parser reads an ad's place: an ad naming a project
 * and the community around it is in the project's community ("Creek Rise, Dubai Creek Harbour"), and a
 * sub-community wins over its parent ("Sobha Hartland, MBR City").
 */
function communityInText(lower: string): CommunityEntry | undefined {
  const places = findPlaces(lower);
  const community = pickCommunity(lower, places)?.entry;
  const project = pickProject(lower, places)?.entry;
  const own = project ? communityNamed(project.community) : undefined;
  if (own && (!community || own.parent === community.name)) return own;
  return community;
}

/**
 * The community of a listing's location, as the parser reads it: the community whose canonical name (in
 * any case) or alias is the whole location ('Dubai Marina', 'jvc', 'дубай марина'), else the community
 * or project the location names ('Marina Gate, Dubai Marina', 'Creek Rise'). Undefined when the
 * location names no community the parser knows.
 */
export function communityOfLocation(location: string): CommunityEntry | undefined {
  const lower = location.toLowerCase().replace(/ё/gu, 'е');
  return communityOfWholeText(lower) ?? communityInText(lower);
}

/**
 * DLD's areas and master projects of a listing's location, through its community (communityOfLocation).
 * Null when the location names no community the parser knows: the listing's place cannot be matched. A
 * community outside Dubai is matched, with empty lists and `outsideDubai`.
 */
export function dldPlaceOf(location: string): DldPlaceMatch | null {
  const community = communityOfLocation(location);
  const found = community && DLD_PLACES[community.name];
  return found ? { community: community.name, ...found } : null;
}

/**
 * The communities in Dubai that none of the loaded sales' places names: no sale carries one of their
 * DLD areas or master projects (compared as dldNameKey does). Their listings cannot be compared with
 * the market; with a real file loaded, a community listed here may be one whose DLD names this
 * dictionary spells otherwise. Alphabetical.
 */
export function communitiesWithoutSales(
  saleAreas: Iterable<string>,
  saleMasterProjects: Iterable<string>,
): string[] {
  const seen = new Set<string>();
  for (const name of saleAreas) seen.add(`area:${dldNameKey(name)}`);
  for (const name of saleMasterProjects) seen.add(`master:${dldNameKey(name)}`);
  return Object.entries(DLD_PLACES)
    .filter(
      ([, place]) =>
        !place.outsideDubai &&
        !place.areas.some((area) => seen.has(`area:${dldNameKey(area)}`)) &&
        !place.masterProjects.some((master) => seen.has(`master:${dldNameKey(master)}`)),
    )
    .map(([community]) => community)
    .sort((a, b) => a.localeCompare(b, 'en'));
}
