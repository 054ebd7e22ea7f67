/**
 * Dubai projects (buildings and clusters) an ad may name without their community: the project gives the
 * community and, where one developer built it, the developer ("Creek Rise" → Dubai Creek Harbour, Emaar;
 * "Marina Vista" → Emaar Beachfront, not Dubai Marina). `name` is the Latin name the parser returns when
 * an ad writes the project in Cyrillic letters ("Крик Райз" → 'Creek Rise'); an ad writing it in Latin
 * letters keeps its own spelling and suffix ("Creek Rise Tower 2").
 *
 * Aliases are lower case and matched word by word like the community aliases (the longest wins; a word
 * ending in '*' matches Russian endings). The lower-cased name is always an alias. Only names that
 * cannot be read as something else are listed: no cluster named like a common word ("Sun", "Joy",
 * "Grove"), no project named like a view ("Burj Views", "Downtown Views", "Palm Views").
 * `type` is set for projects of villas or townhouses only, for ads that give a bedroom count and no type.
 * An ad that calls its bedroom count an apartment ("2 bedroom apartment", "Type: Apartment") is about
 * another building of that name: such a project gives it neither type, community nor developer.
 * Entries group by community; a project a developer built with a partner has no `developer`.
 */
export interface ProjectEntry {
  name: string;
  community: string;
  developer?: string;
  aliases: readonly string[];
  type?: 'Villa' | 'Townhouse';
}

type Row = readonly [
  name: string,
  developer: string | null,
  aliases?: readonly string[],
  type?: 'Villa' | 'Townhouse',
];

function group(community: string, rows: readonly Row[]): ProjectEntry[] {
  return rows.map(([name, developer, aliases = [], type]) => ({
    name,
    community,
    ...(developer ? { developer } : {}),
    aliases: [name.toLowerCase(), ...aliases],
    ...(type ? { type } : {}),
  }));
}

/** Binghatti's buildings, written "Binghatti X", "Бингатти X", "Бинхатти X" or "Бингати X". */
function binghatti(community: string, rows: readonly (readonly [string, string])[]): ProjectEntry[] {
  return rows.map(([latin, cyrillic]) => ({
    name: `Binghatti ${latin}`,
    community,
    developer: 'Binghatti',
    aliases: [
      `binghatti ${latin.toLowerCase()}`,
      ...['бингатти', 'бинхатти', 'бингати'].map((b) => `${b} ${cyrillic}`),
    ],
  }));
}

const DOWNTOWN = group('Downtown Dubai', [
  ['Burj Khalifa', 'Emaar', ['бурдж халиф*']],
  ['Burj Vista', 'Emaar', ['бурдж виста']],
  ['Burj Royale', 'Emaar', ['бурдж роял*']],
  ['Burj Crown', 'Emaar', ['бурдж краун']],
  ['Opera Grand', 'Emaar', ['опера гранд']],
  ['Act One Act Two', 'Emaar', ['act one', 'act two', 'акт ван']],
  ['Address Residences Dubai Opera', 'Emaar', ['address dubai opera', 'адрес дубай опера']],
  ['Address Boulevard', 'Emaar', ['адрес бульвар']],
  ['Address Sky View', 'Emaar', ['address skyview']],
  ['Boulevard Point', 'Emaar', ['бульвар пойнт']],
  ['Boulevard Heights', 'Emaar', ['blvd heights', 'бульвар хайтс']],
  ['Boulevard Crescent', 'Emaar', ['blvd crescent', 'бульвар кресент']],
  ['Il Primo', 'Emaar', ['иль примо']],
  ['29 Boulevard', 'Emaar'],
  ['South Ridge', 'Emaar', ['саут ридж']],
  ['Standpoint', 'Emaar', ['standpoint towers']],
  ['Claren Towers', 'Emaar', ['claren']],
  ['Bellevue Towers', 'Emaar'],
  ['Vida Residence Downtown', 'Emaar', ['vida residences downtown', 'vida downtown', 'вида даунтаун']],
  ['Armani Residences', 'Emaar', ['армани резиденс*']],
  ['Grande Signature Residences', 'Emaar', ['grande at the opera district']],
  ['Burj Park', 'Emaar'],
  ['Elegance Tower', 'Damac'],
  ['Upper Crest', 'Damac'],
]);

const CREEK_HARBOUR = group('Dubai Creek Harbour', [
  ['Creek Rise', 'Emaar', ['крик райз']],
  ['Creek Gate', 'Emaar', ['крик гейт']],
  ['Harbour Gate', 'Emaar', ['харбор гейт']],
  ['Creek Horizon', 'Emaar', ['крик хорайзон', 'крик хоризон']],
  ['Creekside 18', 'Emaar', ['creek side 18', 'криксайд 18']],
  ['Harbour Views', 'Emaar', ['харбор вьюс']],
  ['Dubai Creek Residences', 'Emaar'],
  ['Address Harbour Point', 'Emaar', ['harbour point', 'харбор пойнт']],
  ['Creek Edge', 'Emaar', ['крик эдж']],
  ['Creek Palace', 'Emaar', ['крик пэлас', 'крик палас']],
  ['Palace Residences', 'Emaar', ['пэлас резиденс*', 'палас резиденс*']],
  ['Creek Waters', 'Emaar', ['крик уотерс', 'крик вотерс']],
  ['Creek Crescent', 'Emaar'],
  ['Vida Residences Creek Beach', 'Emaar', ['vida creek beach']],
  ['Bayshore', 'Emaar'],
  ['Aeon', 'Emaar'],
  ['Valo', 'Emaar'],
  ['Rosewater', 'Emaar'],
]);

const DUBAI_HILLS = group('Dubai Hills Estate', [
  ['Park Heights', 'Emaar', ['парк хайтс']],
  ['Park Point', 'Emaar', ['парк пойнт']],
  ['Park Ridge', 'Emaar', ['парк ридж']],
  ['Park Field', 'Emaar', ['парк филд']],
  ['Park Horizon', 'Emaar', ['парк хорайзон']],
  ['Golf Grand', 'Emaar', ['гольф гранд']],
  ['Golf Suites', 'Emaar', ['гольф сьютс']],
  ['Golf Place', 'Emaar', ['гольф плейс'], 'Villa'],
  ['Golfville', 'Emaar', ['golf ville']],
  ['Collective', 'Emaar', ['collective 2', 'коллектив']],
  ['Acacia', 'Emaar', ['акация']],
  ['Mulberry', 'Emaar', ['малберри']],
  ['Executive Residences', 'Emaar'],
  ['Lime Gardens', 'Emaar', ['лайм гарденс']],
  ['Elvira', 'Emaar', ['эльвира']],
  ['Maple', 'Emaar', ['мейпл'], 'Townhouse'],
  ['Sidra', 'Emaar', ['сидра'], 'Villa'],
  ['Club Villas', 'Emaar', ['клаб виллас'], 'Villa'],
  ['Parkways', 'Emaar'],
  ['Fairways', 'Emaar', [], 'Villa'],
  ['Palm Hills', 'Emaar', ['палм хиллс'], 'Villa'],
  ['Majestic Vistas', 'Emaar', [], 'Villa'],
  ['Emerald Hills', 'Emaar'],
  ['Greenside Residence', 'Emaar'],
  ['Vida Residences Dubai Hills', 'Emaar', ['vida dubai hills']],
  ['Address Residences Dubai Hills', 'Emaar'],
]);

const EMAAR_BEACHFRONT = group('Emaar Beachfront', [
  ['Beach Vista', 'Emaar', ['бич виста']],
  ['Sunrise Bay', 'Emaar', ['санрайз бей', 'санрайз бэй']],
  ['Marina Vista', 'Emaar', ['марина виста']],
  ['Grand Bleu Tower', 'Emaar', ['grand bleu', 'гранд блю', 'гран блю']],
  ['Beach Isle', 'Emaar', ['бич айл']],
  ['Seapoint', 'Emaar', ['sea point', 'си пойнт', 'сипойнт']],
  ['Palace Beach Residence', 'Emaar', ['palace beach', 'пэлас бич']],
  ['Address The Bay', 'Emaar', ['адрес зе бей']],
  ['Bayview', 'Emaar', ['bayview by address']],
  ['Beachgate', 'Emaar', ['beach gate', 'бичгейт']],
  ['Beach Mansion', 'Emaar', ['бич меншн', 'бич мэншн', 'бич мэншен', 'бич меншен']],
]);

const MARINA = group('Dubai Marina', [
  ['Marina Promenade', 'Emaar', ['марина променад']],
  ['Marina Mansions', 'Emaar', ['marina mansion', 'марина меншнс', 'марина мэншнс']],
  ['Marina Gate', 'Select Group', ['марина гейт']],
  ['Jumeirah Living Marina Gate', 'Select Group', ['джумейра ливинг марина гейт']],
  ['Studio One', 'Select Group'],
  ['Bay Central', 'Select Group'],
  ['Marina Quays', 'Emaar'],
  ['Park Island', 'Emaar'],
  ['Al Majara', 'Emaar', ['аль маджара']],
  ['Al Sahab', 'Emaar'],
  ['Marina Shores', 'Emaar'],
  ['Vida Residences Dubai Marina', 'Emaar', ['vida dubai marina', 'vida marina']],
  ['52|42', 'Emaar', ['52 42']],
  ['Damac Heights', 'Damac', ['дамак хайтс']],
  ['Ocean Heights', 'Damac', ['оушен хайтс']],
  ['Cavalli Tower', 'Damac', ['кавалли тауэр']],
  ['Cayan Tower', null, ['cayan', 'каян тауэр', 'кайан тауэр']],
  ['Princess Tower', null, ['принцесс тауэр']],
  ['Marina 101', null],
  ['Elite Residence', null, ['элит резиденс*']],
  ['23 Marina', null],
  ['Torch Tower', null, ['the torch']],
  ['Le Reve', null],
  ['Silverene', null],
  ['Marina Arcade', null],
  ['Sparkle Towers', null],
  ['Stella Maris', null],
  ['LIV Residence', null],
  ['Marina Pinnacle', null],
  ['Marina Crown', null],
  ['Trident Grand Residence', null, ['trident grand']],
]);

const JBR = group('Jumeirah Beach Residence', [
  ['Sadaf', 'Dubai Properties', ['садаф']],
  ['Rimal', 'Dubai Properties', ['римал']],
  ['Bahar', 'Dubai Properties', ['бахар']],
  ['Shams', 'Dubai Properties', ['шамс']],
  ['Murjan', 'Dubai Properties', ['мурджан']],
  ['Amwaj', 'Dubai Properties', ['амвадж']],
  ['La Vie', 'Dubai Properties'],
  ['1/JBR', 'Dubai Properties', ['1 jbr', 'one jbr']],
]);

const PALM = group('Palm Jumeirah', [
  ['Shoreline', 'Nakheel', ['shoreline apartments', 'шорлайн']],
  ['Golden Mile', 'Nakheel', ['голден майл']],
  ['Garden Homes', 'Nakheel', ['гарден хоумс'], 'Villa'],
  ['Signature Villas', 'Nakheel', [], 'Villa'],
  ['Marina Residences', 'Nakheel', ['марина резиденс*']],
  ['Palm Tower', 'Nakheel', ['the palm tower', 'палм тауэр']],
  ['Palm Beach Towers', 'Nakheel'],
  ['Como Residences', 'Nakheel', ['комо резиденс*']],
  ['One Palm', 'Omniyat', ['one at palm jumeirah', 'ван палм']],
  ['Orla', 'Omniyat', ['orla infinity']],
  ['Royal Atlantis', null, ['the royal atlantis', 'atlantis the royal', 'роял атлантис']],
  ['Tiara Residences', null, ['тиара резиденс*']],
  ['Oceana', null, ['оушена']],
  ['Serenia Residences', null, ['serenia']],
  ['Five Palm Jumeirah', null, ['five palm']],
  ['Azizi Mina', 'Azizi'],
  ['Ellington Beach House', 'Ellington'],
  ['Seven Palm', null],
]);

const BUSINESS_BAY = group('Business Bay', [
  ['Peninsula', 'Select Group', ['пенинсула']],
  ['Peninsula One', 'Select Group', ['peninsula 1', 'пенинсула ван']],
  ['Peninsula Two', 'Select Group', ['peninsula 2', 'пенинсула ту']],
  ['Peninsula Three', 'Select Group', ['peninsula 3', 'пенинсула три', 'пенинсула фри']],
  ['Peninsula Four', 'Select Group', ['peninsula 4', 'пенинсула фор']],
  ['Peninsula Five', 'Select Group', ['peninsula 5', 'пенинсула файв']],
  ['Bayz', 'Danube', ['бейз', 'бэйз']],
  ['Canal Heights', 'Damac', ['канал хайтс']],
  ['Vera Residences', 'Damac', ['вера резиденс*']],
  ['Reva Residences', 'Damac', ['рева резиденс*']],
  ['Aykon City', 'Damac', ['айкон сити']],
  ['Paramount Tower', 'Damac', ['damac towers by paramount', 'парамаунт']],
  ['Zada Tower', 'Damac', ['zada']],
  ['Safa Two', 'Damac', ['safa 2', 'сафа ту']],
  ['Urban Oasis', 'Damac'],
  ['Burj Binghatti Jacob & Co Residences', 'Binghatti', ['burj binghatti', 'бурдж бингатти']],
  ['Bugatti Residences', 'Binghatti', ['бугатти резиденс*']],
  ['Executive Towers', 'Dubai Properties', ['экзекьютив тауэрс']],
  ['Bay Square', 'Dubai Properties'],
  ['The Opus', 'Omniyat', ['opus by omniyat']],
  ['Dorchester Collection', 'Omniyat'],
  ['The Sterling', 'Omniyat'],
  ['Lumena', 'Omniyat'],
  ['Regalia', 'Deyaar'],
  ['The Quayside', 'Ellington'],
  ['Churchill Towers', null, ['churchill tower', 'churchill executive tower', 'churchill residency']],
  ['Volante', null],
  ['Vezul Residence', null],
]);

const SOBHA_HARTLAND = group('Sobha Hartland', [
  ['Creek Vistas', 'Sobha', ['крик вистас']],
  ['Creek Vistas Reserve', 'Sobha'],
  ['Creek Vistas Heights', 'Sobha'],
  ['Creek Vistas Grande', 'Sobha'],
  ['Sobha Waves', 'Sobha', ['waves grande', 'waves opulence']],
  ['One Park Avenue', 'Sobha', ['ван парк авеню']],
  ['Hartland Greens', 'Sobha', ['хартланд гринс']],
  ['The Crest', 'Sobha', ['crest by sobha']],
]);

const SOBHA_HARTLAND_2 = group('Sobha Hartland 2', [
  ['Riverside Crescent', 'Sobha', ['310 riverside crescent', 'риверсайд кресент']],
  ['Sobha Skyvue', 'Sobha', ['skyvue', 'скайвью']],
]);

const OTHER_SOBHA: ProjectEntry[] = [
  ...group('Ras Al Khor', [['Sobha One', 'Sobha', ['собха ван']]]),
  ...group('Dubai Harbour', [
    ['Sobha Seahaven', 'Sobha', ['seahaven', 'собха сихейвен', 'сихейвен']],
    ['Damac Bay', 'Damac', ['дамак бей', 'дамак бэй']],
  ]),
  ...group('Jumeirah Lake Towers', [['Sobha Verde', 'Sobha', ['собха верде']]]),
  ...group('Motor City', [
    ['Sobha Orbis', 'Sobha', ['собха орбис']],
    ['Sobha Solis', 'Sobha', ['собха солис']],
  ]),
];

const DAMAC: ProjectEntry[] = [
  ...group('Damac Hills', [
    ['Golf Town', 'Damac', ['гольф таун']],
    ['Artesia', 'Damac', ['артезия']],
    ['Carson', 'Damac', ['карсон']],
    ['Loreto', 'Damac'],
    ['Golf Promenade', 'Damac', ['гольф променад']],
    ['Golf Horizon', 'Damac'],
    ['Golf Vita', 'Damac'],
    ['Bellavista', 'Damac', ['белависта', 'беллависта']],
    ['Kiara', 'Damac', ['киара']],
    ['Trump Estates', 'Damac', [], 'Villa'],
    ['Brookfield', 'Damac', [], 'Villa'],
  ]),
  ...group('Al Wasl', [
    ['Cavalli Couture', 'Damac', ['кавалли кутюр']],
    ['Safa One', 'Damac', ['safa 1', 'сафа ван']],
  ]),
  ...group('Dubai Maritime City', [['Chelsea Residences', 'Damac']]),
  ...group('Dubailand', [['Damac Islands', 'Damac', ['дамак айлендс']]]),
  ...group('Dubai Investments Park', [['Damac Riverside', 'Damac']]),
];

const BINGHATTI: ProjectEntry[] = [
  ...binghatti('Jumeirah Village Circle', [
    ['Onyx', 'оникс'],
    ['Phoenix', 'феникс'],
    ['Corner', 'корнер'],
    ['Crest', 'крест'],
    ['Emerald', 'эмеральд'],
    ['Azure', 'азур'],
    ['Tulip', 'тюлип'],
    ['Orchid', 'орхид'],
    ['Jasmine', 'жасмин'],
    ['Lavender', 'лавендер'],
    ['Nova', 'нова'],
    ['Amber', 'амбер'],
    ['Venus', 'венус'],
    ['Heights', 'хайтс'],
    ['Gate', 'гейт'],
    ['Galaxy', 'гэлакси'],
    ['Mirage', 'мираж'],
  ]),
  ...binghatti('Business Bay', [
    ['Canal', 'канал'],
    ['Skyrise', 'скайрайз'],
  ]),
  ...binghatti('Al Jaddaf', [
    ['Creek', 'крик'],
    ['Avenue', 'авеню'],
  ]),
  ...binghatti('Al Barsha South', [['Hills', 'хиллс']]),
  ...binghatti('Dubai Silicon Oasis', [['Stars', 'старс']]),
];

const AZIZI: ProjectEntry[] = [
  ...group('Meydan', [
    ['Azizi Riviera', 'Azizi', ['riviera', 'азизи ривьера', 'ривьера']],
    ['Azizi Park Avenue', 'Azizi'],
  ]),
  ...group('Dubai South', [['Azizi Venice', 'Azizi', ['азизи венис', 'азизи венеция']]]),
  ...group('Jebel Ali', [['Azizi Aura', 'Azizi', ['азизи аура']]]),
  ...group('Al Furjan', [
    ['Azizi Star', 'Azizi', ['азизи стар']],
    ['Azizi Berton', 'Azizi'],
    ['Azizi Plaza', 'Azizi'],
    ['Azizi Pearl', 'Azizi'],
    ['Azizi Samia', 'Azizi'],
  ]),
  ...group('Al Jaddaf', [['Azizi Creek Views', 'Azizi']]),
  ...group('Dubai Sports City', [['Azizi Grand', 'Azizi', ['азизи гранд']]]),
  ...group('Dubai Studio City', [['Azizi Vista', 'Azizi']]),
];

/** Danube's "…z" buildings. */
const DANUBE: ProjectEntry[] = [
  ...group('Jumeirah Village Circle', [
    ['Elitz', 'Danube', ['элитз']],
    ['Fashionz', 'Danube'],
  ]),
  ...group('Al Furjan', [
    ['Gemz', 'Danube'],
    ['Glamz', 'Danube'],
    ['Starz', 'Danube'],
    ['Pearlz', 'Danube'],
  ]),
  ...group('Arjan', [
    ['Elz', 'Danube'],
    ['Skyz', 'Danube'],
    ['Jewelz', 'Danube'],
    ['Resortz', 'Danube'],
    ['Opalz', 'Danube'],
  ]),
  ...group('International City', [
    ['Petalz', 'Danube'],
    ['Lawnz', 'Danube'],
  ]),
  ...group('Dubai Maritime City', [['Oceanz', 'Danube']]),
  ...group('Dubai Sports City', [['Sportz', 'Danube']]),
  ...group('Jumeirah Lake Towers', [
    ['Diamondz', 'Danube'],
    ['Viewz', 'Danube'],
  ]),
  ...group('Liwan', [['Wavez', 'Danube']]),
];

const ELLINGTON: ProjectEntry[] = [
  ...group('Jumeirah Village Circle', [
    ['Belgravia', 'Ellington', ['белгравия']],
    ['Eaton Place', 'Ellington'],
    ['Belmont Residences', 'Ellington'],
  ]),
  ...group('Mohammed Bin Rashid City', [
    ['The Highbury', 'Ellington', ['хайбери']],
    ['Kensington Waters', 'Ellington', ['кенсингтон уотерс']],
  ]),
  ...group('Jumeirah Lake Towers', [
    ['Mercer House', 'Ellington'],
    ['Upper House', 'Ellington'],
  ]),
];

const TOWN_SQUARE = group('Town Square', [
  ['Zahra Breeze', 'Nshama'],
  ['Zahra Apartments', 'Nshama'],
  ['Zahra Townhouses', 'Nshama', [], 'Townhouse'],
  ['Hayat Boulevard', 'Nshama'],
  ['Hayat Townhouses', 'Nshama', [], 'Townhouse'],
  ['Safi Apartments', 'Nshama'],
  ['Safi Townhouses', 'Nshama', [], 'Townhouse'],
  ['Warda Apartments', 'Nshama'],
  ['Jenna Main Square', 'Nshama'],
  ['Rawda Apartments', 'Nshama'],
  ['Naseem Townhouses', 'Nshama', [], 'Townhouse'],
  ['Noor Townhouses', 'Nshama', [], 'Townhouse'],
  ['Sama Townhouses', 'Nshama', [], 'Townhouse'],
  ['UNA Apartments', 'Nshama'],
]);

const SAMANA: ProjectEntry[] = [
  ...group('Arjan', [
    ['Samana Greens', 'Samana', ['самана гринс']],
    ['Samana Hills', 'Samana', ['самана хиллс']],
  ]),
  ...group('Jumeirah Village Circle', [
    ['Samana Waves', 'Samana', ['самана вейвс']],
    ['Samana Park Views', 'Samana'],
  ]),
  ...group('Dubai Sports City', [['Samana Golf Views', 'Samana']]),
  ...group('Dubai Production City', [['Samana Lake Views', 'Samana']]),
];

const EMAAR_ELSEWHERE: ProjectEntry[] = [
  ...group('Emaar South', [
    ['Greenview', 'Emaar', ['гринвью']],
    ['Golf Links', 'Emaar', ['гольф линкс']],
    ['Expo Golf Villas', 'Emaar'],
  ]),
  ...group('The Oasis', [
    ['Palmiera', 'Emaar', [], 'Villa'],
    ['Lavita', 'Emaar', [], 'Villa'],
  ]),
  ...group('Mina Rashid', [
    ['Sirdhana', 'Emaar'],
    ['Seascape', 'Emaar'],
    ['Clearpoint', 'Emaar'],
    ['Nautica', 'Emaar'],
    ['Seagate', 'Emaar'],
  ]),
];

const OTHERS: ProjectEntry[] = [
  ...group('Bluewaters Island', [['Bluewaters Residences', 'Meraas', ['блюуотерс резиденс*']]]),
  ...group('Pearl Jumeirah', [['Nikki Beach Residences', 'Meraas']]),
  ...group('Jumeirah Bay Island', [['Bulgari Lighthouse', 'Meraas', ['bvlgari lighthouse']]]),
  ...group('Tilal Al Ghaf', [
    ['Elysian Mansions', 'Majid Al Futtaim', ['elysian', 'элизиан'], 'Villa'],
    ['Alaya', 'Majid Al Futtaim', ['alaya gardens', 'алайя'], 'Villa'],
    ['Lanai Islands', 'Majid Al Futtaim', ['lanai island'], 'Villa'],
  ]),
  ...group('Mudon', [
    ['Arabella', 'Dubai Properties', ['арабелла'], 'Townhouse'],
    ['Mudon Views', 'Dubai Properties'],
  ]),
  ...group('Jumeirah Village Circle', [
    ['Bloom Towers', 'Bloom Holding', ['блум тауэрс']],
    ['Pantheon Elysee', 'Pantheon'],
    ['Westwood Grande', 'Imtiaz'],
  ]),
  ...group('Arjan', [['Vincitore Dolce Vita', 'Vincitore', ['dolce vita']]]),
  ...group('Jumeirah Lake Towers', [
    ['Concorde Tower', null],
    ['Laguna Tower', null],
    ['MBL Residence', null],
    ['Armada Tower', null, ['armada towers']],
    ['Indigo Tower', null],
  ]),
  ...group('DIFC', [
    ['Index Tower', null],
    ['Sky Gardens', null],
    ['Central Park Towers', null],
    ['Burj Daman', null],
    ['Limestone House', null],
    ['Liberty House', null],
  ]),
  ...group('Jumeirah Golf Estates', [
    ['Lime Tree Valley', null, [], 'Villa'],
    ['Redwood Avenue', null, ['redwood park'], 'Villa'],
    ['Sienna Lakes', null, [], 'Villa'],
    ['Fairway Vistas', null, [], 'Villa'],
    ['Wildflower', null, [], 'Villa'],
    ['Alandalus', null],
  ]),
  ...group('Dubai South', [['The Pulse', null]]),
  ...group('Meydan', [['Polo Residence', null]]),
];

export const PROJECTS: readonly ProjectEntry[] = [
  ...DOWNTOWN,
  ...CREEK_HARBOUR,
  ...DUBAI_HILLS,
  ...EMAAR_BEACHFRONT,
  ...MARINA,
  ...JBR,
  ...PALM,
  ...BUSINESS_BAY,
  ...SOBHA_HARTLAND,
  ...SOBHA_HARTLAND_2,
  ...OTHER_SOBHA,
  ...DAMAC,
  ...BINGHATTI,
  ...AZIZI,
  ...DANUBE,
  ...ELLINGTON,
  ...TOWN_SQUARE,
  ...SAMANA,
  ...EMAAR_ELSEWHERE,
  ...OTHERS,
];
