/**
 * Dubai communities (plus a few UAE ones agents also sell) with the spellings agents use, English and
 * Russian (and Arabic for the main communities). `name` is the canonical English name the parser returns. Aliases are lower case, matched word
 * by word on the longest alias first ("Damac Hills 2" before "Damac Hills", "Palm Jebel Ali" before
 * "Palm"); a word ending in '*' matches any word starting with it, for Russian endings ("в Джумейре",
 * "на Пальме"). `developer` is set only where the developer's brand is part of the community's own name
 * (Damac Hills, Emaar Beachfront, Sobha Hartland): an ad naming the community names the developer too.
 * `parent` marks a sub-community, preferred when an ad names both ("MBR City, District One").
 *
 * The Russian and Arabic names the site shows (places/community-names.ts, the gazetteer's names) are
 * aliases too, added here: a visitor finds a community by the name they read.
 */
import { COMMUNITY_NAMES } from '../../places/community-names.ts';

export interface CommunityEntry {
  name: string;
  aliases: readonly string[];
  developer?: string;
  parent?: string;
}

const MBR = 'Mohammed Bin Rashid City';

const ENTRIES: readonly CommunityEntry[] = [
  {
    name: 'Jumeirah Village Circle',
    aliases: [
      'jvc',
      'jumeirah village circle',
      'jumeira village circle',
      'джумейр* вилладж серкл',
      'джумейр* виллидж серкл',
      'джей ви си',
      'джвс',
      'قرية جميرا الدائرية',
    ],
  },
  {
    name: 'Jumeirah Village Triangle',
    aliases: [
      'jvt',
      'jumeirah village triangle',
      'jumeira village triangle',
      'джумейр* вилладж трайэнгл',
      'джей ви ти',
    ],
  },
  {
    name: 'Jumeirah Lake Towers',
    aliases: [
      'jlt',
      'jumeirah lake towers',
      'jumeirah lakes towers',
      'джумейр* лейк тауэрс',
      'джей эл ти',
      'أبراج بحيرات جميرا',
    ],
  },
  {
    name: 'Downtown Dubai',
    aliases: [
      'downtown',
      'downtown dubai',
      'dubai downtown',
      // The boulevard through Downtown, not MBR City.
      'mohammed bin rashid boulevard',
      'даунтаун*',
      'даунтаун* дуба*',
      'وسط مدينة دبي',
      'داون تاون',
      'داون تاون دبي',
    ],
  },
  { name: 'Business Bay', aliases: ['business bay', 'бизнес бе*', 'бизнес бэ*', 'الخليج التجاري'] },
  {
    name: 'Dubai Marina',
    aliases: ['dubai marina', 'marina', 'дубай марин*', 'марин*', 'دبي مارينا', 'مرسى دبي'],
  },
  {
    name: 'Palm Jumeirah',
    aliases: ['palm jumeirah', 'palm jumeira', 'the palm', 'palm', 'пальм* джумейр*', 'пальм*', 'نخلة جميرا'],
  },
  { name: 'Palm Jebel Ali', aliases: ['palm jebel ali', 'пальм* джебель али', 'пальм* джебел али'] },
  {
    name: 'Dubai Hills Estate',
    aliases: ['dubai hills estate', 'dubai hills', 'dhe', 'дубай хиллс*', 'дубай хилс*', 'دبي هيلز'],
    parent: MBR,
  },
  {
    name: MBR,
    aliases: [
      'mbr city',
      'mbr',
      'mbrc',
      'mohammed bin rashid city',
      'mohammad bin rashid city',
      'mohammed bin rashid',
      'mohammad bin rashid',
      'mohammed bin rashid al maktoum city',
      'мбр сити',
      'мохаммед бин рашид сити',
    ],
  },
  { name: 'District One', aliases: ['district one', 'district 1', 'дистрикт ван'], parent: MBR },
  {
    name: 'Dubai Creek Harbour',
    aliases: [
      'dubai creek harbour',
      'dubai creek harbor',
      'creek harbour',
      'creek harbor',
      'dch',
      'creek beach',
      'дубай крик харбор*',
      'крик харбор*',
      'дубай крик харбур*',
    ],
  },
  { name: 'Arjan', aliases: ['arjan', 'арджан*'] },
  { name: 'Al Furjan', aliases: ['al furjan', 'furjan', 'аль фурджан*', 'фурджан*'] },
  { name: 'Dubai South', aliases: ['dubai south', 'дубай саут*'] },
  {
    name: 'Emaar South',
    aliases: ['emaar south', 'эмаар саут*', 'емаар саут*'],
    developer: 'Emaar',
    parent: 'Dubai South',
  },
  { name: 'Damac Hills', aliases: ['damac hills', 'damac hills 1', 'дамак хиллс*'], developer: 'Damac' },
  {
    name: 'Damac Hills 2',
    aliases: ['damac hills 2', 'damac hills ii', 'dh2', 'akoya', 'akoya oxygen', 'дамак хиллс* 2', 'акоя'],
    developer: 'Damac',
  },
  { name: 'Damac Lagoons', aliases: ['damac lagoons', 'дамак лагун*'], developer: 'Damac' },
  {
    name: 'Sobha Hartland',
    aliases: ['sobha hartland', 'hartland', 'собха хартланд*', 'хартланд*'],
    developer: 'Sobha',
    parent: MBR,
  },
  {
    name: 'Sobha Hartland 2',
    aliases: ['sobha hartland 2', 'sobha hartland ii', 'hartland 2', 'hartland ii', 'собха хартланд* 2'],
    developer: 'Sobha',
    parent: MBR,
  },
  {
    name: 'Jumeirah Beach Residence',
    aliases: [
      'jbr',
      'jumeirah beach residence',
      'jumeirah beach residences',
      'джумейр* бич резиденс',
      'джей би ар',
    ],
  },
  {
    name: 'Bluewaters Island',
    aliases: ['bluewaters', 'bluewaters island', 'blue waters', 'блюуотерс', 'блювотерс'],
  },
  {
    name: 'Emaar Beachfront',
    aliases: ['emaar beachfront', 'эмаар бичфронт*', 'эмар бичфронт*', 'эмаар бич фронт*'],
    developer: 'Emaar',
  },
  { name: 'Dubai Harbour', aliases: ['dubai harbour', 'dubai harbor', 'дубай харбор*'] },
  { name: 'City Walk', aliases: ['city walk', 'citywalk', 'сити уолк', 'сити волк'] },
  { name: 'Al Barsha', aliases: ['al barsha', 'barsha', 'аль барш*', 'البرشاء'] },
  { name: 'Al Barsha South', aliases: ['al barsha south', 'barsha south', 'аль барш* саут*'] },
  { name: 'Barsha Heights', aliases: ['barsha heights', 'tecom', 'барша хайтс'] },
  {
    name: 'Dubai Sports City',
    aliases: ['dubai sports city', 'sports city', 'dsc', 'спортс сити', 'дубай спортс сити'],
  },
  { name: 'Motor City', aliases: ['motor city', 'motorcity', 'мотор сити'] },
  { name: 'Dubai Studio City', aliases: ['dubai studio city', 'studio city', 'студио сити'] },
  {
    name: 'Dubai Production City',
    aliases: [
      'dubai production city',
      'production city',
      'impz',
      'дубай продакшн сити',
      'продакшн сити',
      'импз',
    ],
  },
  {
    name: 'Dubai Silicon Oasis',
    aliases: ['dubai silicon oasis', 'silicon oasis', 'dso', 'дубай силикон оазис*', 'силикон оазис*'],
  },
  { name: 'International City', aliases: ['international city', 'интернешнл сити', 'интернэшнл сити'] },
  { name: 'Discovery Gardens', aliases: ['discovery gardens', 'дискавери гарденс'] },
  { name: 'Dubai Investments Park', aliases: ['dubai investments park', 'dubai investment park', 'dip'] },
  {
    name: 'Jebel Ali',
    aliases: ['jebel ali', 'downtown jebel ali', 'jebel ali village', 'джебель али', 'джебел али'],
  },
  {
    name: 'Jumeirah Golf Estates',
    aliases: ['jumeirah golf estates', 'jumeirah golf estate', 'jge', 'джумейр* гольф эстейт*'],
  },
  { name: 'The Springs', aliases: ['the springs', 'springs', 'спрингс'] },
  { name: 'The Meadows', aliases: ['the meadows', 'meadows', 'медоуз'] },
  { name: 'The Lakes', aliases: ['the lakes', 'лейкс'] },
  { name: 'Emirates Hills', aliases: ['emirates hills', 'эмирейтс хиллс'] },
  { name: 'The Greens', aliases: ['the greens', 'гринс'] },
  { name: 'The Views', aliases: ['the views'] },
  { name: 'The Valley', aliases: ['the valley', 'зе валли', 'зе вэлли'] },
  {
    name: 'Arabian Ranches',
    aliases: ['arabian ranches', 'arabian ranches 1', 'арабиан ранчес', 'арабиан ранчез'],
  },
  {
    name: 'Arabian Ranches 2',
    aliases: ['arabian ranches 2', 'arabian ranches ii', 'арабиан ранчес 2', 'арабиан ранчез 2'],
  },
  {
    name: 'Arabian Ranches 3',
    aliases: ['arabian ranches 3', 'arabian ranches iii', 'арабиан ранчес 3', 'арабиан ранчез 3'],
  },
  { name: 'Mudon', aliases: ['mudon', 'мудон'] },
  { name: 'Remraam', aliases: ['remraam', 'ремрам'] },
  { name: 'Town Square', aliases: ['town square', 'таун сквер*', 'таунсквер*'] },
  { name: 'Dubailand', aliases: ['dubailand', 'dubai land', 'дубайленд', 'дубай ленд'] },
  { name: 'Majan', aliases: ['majan', 'маджан'] },
  { name: 'Liwan', aliases: ['liwan'] },
  { name: 'Living Legends', aliases: ['living legends'] },
  { name: 'Al Quoz', aliases: ['al quoz', 'аль куоз', 'القوز'] },
  { name: 'Al Jaddaf', aliases: ['al jaddaf', 'jaddaf', 'аль джаддаф*', 'джаддаф*'] },
  { name: 'Culture Village', aliases: ['culture village'] },
  { name: 'Dubai Healthcare City', aliases: ['dubai healthcare city', 'healthcare city', 'dhcc'] },
  { name: 'Al Wasl', aliases: ['al wasl', 'аль васл'] },
  { name: 'Jumeirah', aliases: ['jumeirah', 'jumeira', 'джумейр*', 'جميرا'] },
  { name: 'Umm Suqeim', aliases: ['umm suqeim', 'умм сукейм'] },
  { name: 'La Mer', aliases: ['la mer', 'ла мер'] },
  { name: 'Port de La Mer', aliases: ['port de la mer', 'порт де ла мер'] },
  { name: 'Pearl Jumeirah', aliases: ['pearl jumeirah', 'перл джумейр*'] },
  { name: 'Jumeirah Bay Island', aliases: ['jumeirah bay', 'jumeirah bay island'] },
  { name: 'Dubai Islands', aliases: ['dubai islands', 'deira islands', 'дубай айлендс', 'дейра айлендс'] },
  { name: 'Deira', aliases: ['deira', 'дейра', 'ديرة'] },
  { name: 'Bur Dubai', aliases: ['bur dubai', 'бур дубай', 'بر دبي'] },
  { name: 'Al Karama', aliases: ['al karama', 'karama', 'карама', 'الكرامة'] },
  { name: 'Oud Metha', aliases: ['oud metha'] },
  { name: 'Meydan', aliases: ['meydan', 'meydan city', 'мейдан*', 'мейдан сити'], parent: MBR },
  { name: 'Nad Al Sheba', aliases: ['nad al sheba', 'над аль шеба'] },
  { name: 'Tilal Al Ghaf', aliases: ['tilal al ghaf', 'тилал аль гаф'] },
  { name: 'Villanova', aliases: ['villanova', 'вилланова'] },
  { name: 'Serena', aliases: ['serena', 'серена'] },
  { name: 'The Oasis', aliases: ['the oasis', 'the oasis by emaar'] },
  { name: 'Expo City', aliases: ['expo city', 'expo city dubai', 'экспо сити'] },
  {
    name: 'Dubai Land Residence Complex',
    aliases: ['dlrc', 'dubai land residence complex', 'dubailand residence complex'],
  },
  { name: 'Wadi Al Safa', aliases: ['wadi al safa'] },
  { name: 'Mirdif', aliases: ['mirdif', 'мирдиф'] },
  { name: 'Al Sufouh', aliases: ['al sufouh', 'sufouh'] },
  { name: 'Dubai Internet City', aliases: ['dubai internet city', 'internet city'] },
  { name: 'Dubai Media City', aliases: ['dubai media city', 'media city'] },
  { name: 'Dubai Design District', aliases: ['dubai design district', 'd3'] },
  { name: 'Dubai Festival City', aliases: ['dubai festival city', 'festival city'] },
  { name: 'Al Habtoor City', aliases: ['al habtoor city', 'habtoor city'] },
  { name: 'DIFC', aliases: ['difc', 'dubai international financial centre'] },
  { name: "Za'abeel", aliases: ["za'abeel", 'zaabeel', 'zabeel', 'забиль'] },
  { name: 'World Trade Centre', aliases: ['world trade centre', 'trade centre', 'trade center', 'dwtc'] },
  { name: 'Green Community', aliases: ['green community'] },
  { name: 'Jumeirah Park', aliases: ['jumeirah park', 'джумейр* парк'] },
  { name: 'Jumeirah Islands', aliases: ['jumeirah islands', 'джумейр* айлендс'] },
  { name: 'Jumeirah Heights', aliases: ['jumeirah heights'] },
  { name: 'Al Barari', aliases: ['al barari', 'барари'] },
  { name: 'Mina Rashid', aliases: ['mina rashid', 'port rashid', 'мина рашид'] },
  { name: 'Dubai Maritime City', aliases: ['dubai maritime city', 'maritime city'] },
  { name: 'Ras Al Khor', aliases: ['ras al khor', 'рас аль хор'] },
  { name: 'Falcon City', aliases: ['falcon city', 'falcon city of wonders'] },
  { name: 'Dubai Science Park', aliases: ['dubai science park', 'science park'] },
  { name: 'Al Satwa', aliases: ['al satwa', 'satwa'] },
  { name: 'The Sustainable City', aliases: ['sustainable city', 'the sustainable city'] },
  { name: 'Cherrywoods', aliases: ['cherrywoods'] },
  { name: 'Al Safa', aliases: ['al safa'] },
  { name: 'Nad Al Hamar', aliases: ['nad al hamar'] },
  { name: 'Jumeirah Garden City', aliases: ['jumeirah garden city'] },
  { name: 'Al Khawaneej', aliases: ['al khawaneej'] },
  { name: 'Al Warsan', aliases: ['al warsan', 'warsan'] },
  { name: 'Al Mamzar', aliases: ['al mamzar', 'mamzar'] },
  { name: 'The Acres', aliases: ['the acres'] },
  { name: 'Grand Polo Club', aliases: ['grand polo club'] },
  { name: 'Al Reem Island', aliases: ['al reem island', 'reem island'] },
  { name: 'Saadiyat Island', aliases: ['saadiyat', 'saadiyat island', 'саадият'] },
  { name: 'Yas Island', aliases: ['yas island', 'яс айленд'] },
  { name: 'Al Marjan Island', aliases: ['al marjan island', 'marjan island', 'аль марджан', 'марджан'] },
];

/** An entry with its shown names among its aliases (lower case, once). */
function withShownNames(entry: CommunityEntry): CommunityEntry {
  const names = COMMUNITY_NAMES[entry.name];
  const shown = [names?.ru, names?.ar].flatMap((name) => (name ? [name.toLowerCase()] : []));
  const missing = shown.filter((name) => !entry.aliases.includes(name));
  return missing.length === 0 ? entry : { ...entry, aliases: [...entry.aliases, ...missing] };
}

export const COMMUNITIES: readonly CommunityEntry[] = ENTRIES.map(withShownNames);
