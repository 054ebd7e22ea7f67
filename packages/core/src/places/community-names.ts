/**
 * The gazetteer's names: the Russian and Arabic names of Dubai's communities (and a few UAE ones) as
 * Russian- and Arabic-language property media write them, keyed by the canonical English name of
 * telegram/dictionaries/communities.ts. A language is left out where no standard name is in use (Russian
 * media write "The Valley" or "DIFC" in Latin letters), and an Arabic name that is also an everyday word
 * (مدن, البحيرات) is left out, since every name here is also one of the community's aliases: the ad
 * parser and the list's search find a community by the name a visitor reads. A subpath of its own
 * (`@dd/core/places`, 3 KB gzip): the web app loads it with the Russian or Arabic catalog, so the home
 * page's English bundle does without it, and the cards show their location with it without the alias
 * dictionary.
 */

export interface PlaceNames {
  readonly ru?: string;
  readonly ar?: string;
}

export const COMMUNITY_NAMES: Readonly<Record<string, PlaceNames>> = {
  'Jumeirah Village Circle': { ru: 'Джумейра Вилладж Серкл', ar: 'قرية جميرا الدائرية' },
  'Jumeirah Village Triangle': { ru: 'Джумейра Вилладж Трайэнгл' },
  'Jumeirah Lake Towers': { ru: 'Джумейра Лейк Тауэрс', ar: 'أبراج بحيرات جميرا' },
  'Downtown Dubai': { ru: 'Даунтаун Дубай', ar: 'وسط مدينة دبي' },
  'Business Bay': { ru: 'Бизнес-Бэй', ar: 'الخليج التجاري' },
  'Dubai Marina': { ru: 'Дубай Марина', ar: 'دبي مارينا' },
  'Palm Jumeirah': { ru: 'Пальма Джумейра', ar: 'نخلة جميرا' },
  'Palm Jebel Ali': { ru: 'Пальма Джебель-Али', ar: 'نخلة جبل علي' },
  'Dubai Hills Estate': { ru: 'Дубай Хиллс Эстейт', ar: 'دبي هيلز استيت' },
  'Mohammed Bin Rashid City': { ru: 'Мохаммед Бин Рашид Сити', ar: 'مدينة محمد بن راشد' },
  'District One': { ru: 'Дистрикт Ван' },
  'Dubai Creek Harbour': { ru: 'Дубай Крик Харбор' },
  Arjan: { ru: 'Арджан', ar: 'أرجان' },
  'Al Furjan': { ru: 'Аль Фурджан', ar: 'الفرجان' },
  'Dubai South': { ru: 'Дубай Саут', ar: 'دبي الجنوب' },
  'Emaar South': { ru: 'Эмаар Саут', ar: 'إعمار الجنوب' },
  'Damac Hills': { ru: 'Дамак Хиллс', ar: 'داماك هيلز' },
  'Damac Hills 2': { ru: 'Дамак Хиллс 2', ar: 'داماك هيلز 2' },
  'Damac Lagoons': { ru: 'Дамак Лагунс', ar: 'داماك لاجونز' },
  'Sobha Hartland': { ru: 'Собха Хартланд', ar: 'شوبا هارتلاند' },
  'Sobha Hartland 2': { ru: 'Собха Хартланд 2', ar: 'شوبا هارتلاند 2' },
  'Jumeirah Beach Residence': { ru: 'Джумейра Бич Резиденс', ar: 'مساكن شاطئ جميرا' },
  'Bluewaters Island': { ru: 'Блюуотерс', ar: 'جزيرة بلوواترز' },
  'Emaar Beachfront': { ru: 'Эмаар Бичфронт', ar: 'إعمار بيتشفرونت' },
  'Dubai Harbour': { ru: 'Дубай Харбор', ar: 'دبي هاربر' },
  'City Walk': { ru: 'Сити Уолк', ar: 'سيتي ووك' },
  'Al Barsha': { ru: 'Аль Барша', ar: 'البرشاء' },
  'Al Barsha South': { ru: 'Аль Барша Саут' },
  'Barsha Heights': { ru: 'Барша Хайтс' },
  'Dubai Sports City': { ru: 'Дубай Спортс Сити', ar: 'مدينة دبي الرياضية' },
  'Motor City': { ru: 'Мотор Сити', ar: 'موتور سيتي' },
  'Dubai Studio City': { ru: 'Дубай Студио Сити', ar: 'مدينة دبي للاستوديوهات' },
  'Dubai Production City': { ru: 'Дубай Продакшн Сити', ar: 'مدينة دبي للإنتاج' },
  'Dubai Silicon Oasis': { ru: 'Дубай Силикон Оазис', ar: 'واحة دبي للسيليكون' },
  'International City': { ru: 'Интернешнл Сити', ar: 'المدينة العالمية' },
  'Discovery Gardens': { ru: 'Дискавери Гарденс' },
  'Dubai Investments Park': { ar: 'مجمع دبي للاستثمار' },
  'Jebel Ali': { ru: 'Джебель-Али', ar: 'جبل علي' },
  'Jumeirah Golf Estates': { ru: 'Джумейра Гольф Эстейтс' },
  'The Springs': { ru: 'Спрингс', ar: 'الينابيع' },
  'The Meadows': { ru: 'Медоуз', ar: 'المروج' },
  'The Lakes': { ru: 'Лейкс' },
  'Emirates Hills': { ru: 'Эмирейтс Хиллс', ar: 'تلال الإمارات' },
  'The Greens': { ru: 'Гринс' },
  'Arabian Ranches': { ru: 'Арабиан Ранчес', ar: 'المرابع العربية' },
  'Arabian Ranches 2': { ru: 'Арабиан Ранчес 2', ar: 'المرابع العربية 2' },
  'Arabian Ranches 3': { ru: 'Арабиан Ранчес 3', ar: 'المرابع العربية 3' },
  Mudon: { ru: 'Мудон' },
  Remraam: { ru: 'Ремрам', ar: 'رمرام' },
  'Town Square': { ru: 'Таун Сквер', ar: 'تاون سكوير' },
  Dubailand: { ru: 'Дубайленд', ar: 'دبي لاند' },
  Majan: { ru: 'Маджан', ar: 'ماجان' },
  'Al Quoz': { ru: 'Аль Куоз', ar: 'القوز' },
  'Al Jaddaf': { ru: 'Аль Джаддаф', ar: 'الجداف' },
  'Dubai Healthcare City': { ar: 'مدينة دبي الطبية' },
  'Al Wasl': { ru: 'Аль Васл', ar: 'الوصل' },
  Jumeirah: { ru: 'Джумейра', ar: 'جميرا' },
  'Umm Suqeim': { ru: 'Умм Сукейм', ar: 'أم سقيم' },
  'La Mer': { ru: 'Ла Мер' },
  'Port de La Mer': { ru: 'Порт де Ла Мер' },
  'Pearl Jumeirah': { ru: 'Перл Джумейра' },
  'Dubai Islands': { ru: 'Дубай Айлендс', ar: 'جزر دبي' },
  Deira: { ru: 'Дейра', ar: 'ديرة' },
  'Bur Dubai': { ru: 'Бур-Дубай', ar: 'بر دبي' },
  'Al Karama': { ru: 'Аль Карама', ar: 'الكرامة' },
  'Oud Metha': { ar: 'عود ميثاء' },
  Meydan: { ru: 'Мейдан', ar: 'ميدان' },
  'Nad Al Sheba': { ru: 'Над Аль Шеба', ar: 'ند الشبا' },
  'Tilal Al Ghaf': { ru: 'Тилал Аль Гаф', ar: 'تلال الغاف' },
  Villanova: { ru: 'Вилланова' },
  Serena: { ru: 'Серена' },
  'Expo City': { ru: 'Экспо Сити', ar: 'مدينة إكسبو دبي' },
  Mirdif: { ru: 'Мирдиф', ar: 'مردف' },
  'Al Sufouh': { ar: 'الصفوح' },
  'Dubai Internet City': { ar: 'مدينة دبي للإنترنت' },
  'Dubai Media City': { ar: 'مدينة دبي للإعلام' },
  'Dubai Design District': { ar: 'حي دبي للتصميم' },
  'Dubai Festival City': { ar: 'دبي فستيفال سيتي' },
  DIFC: { ar: 'مركز دبي المالي العالمي' },
  "Za'abeel": { ru: 'Забиль', ar: 'زعبيل' },
  'World Trade Centre': { ar: 'مركز دبي التجاري العالمي' },
  'Jumeirah Park': { ru: 'Джумейра Парк', ar: 'جميرا بارك' },
  'Jumeirah Islands': { ru: 'Джумейра Айлендс', ar: 'جزر جميرا' },
  'Al Barari': { ru: 'Аль Барари', ar: 'البراري' },
  'Mina Rashid': { ru: 'Мина Рашид', ar: 'ميناء راشد' },
  'Dubai Maritime City': { ar: 'مدينة دبي الملاحية' },
  'Ras Al Khor': { ru: 'Рас Аль Хор', ar: 'رأس الخور' },
  'Al Satwa': { ar: 'السطوة' },
  'The Sustainable City': { ar: 'المدينة المستدامة' },
  'Al Safa': { ar: 'الصفا' },
  'Nad Al Hamar': { ar: 'ند الحمر' },
  'Al Khawaneej': { ar: 'الخوانيج' },
  'Al Mamzar': { ar: 'الممزر' },
  'Wadi Al Safa': { ar: 'وادي الصفا' },
  'Al Reem Island': { ar: 'جزيرة الريم' },
  'Saadiyat Island': { ru: 'Саадият', ar: 'جزيرة السعديات' },
  'Yas Island': { ru: 'Яс Айленд', ar: 'جزيرة ياس' },
  'Al Marjan Island': { ru: 'Аль Марджан', ar: 'جزيرة المرجان' },
};

/** The emirates, for a location written "community, emirate" ("Dubai Marina, Dubai"). */
const EMIRATE_NAMES: Readonly<Record<string, PlaceNames>> = {
  Dubai: { ru: 'Дубай', ar: 'دبي' },
  'Abu Dhabi': { ru: 'Абу-Даби', ar: 'أبوظبي' },
  Sharjah: { ru: 'Шарджа', ar: 'الشارقة' },
  Ajman: { ru: 'Аджман', ar: 'عجمان' },
  'Ras Al Khaimah': { ru: 'Рас-эль-Хайма', ar: 'رأس الخيمة' },
  UAE: { ru: 'ОАЭ', ar: 'الإمارات' },
};

/** The languages the gazetteer has names in besides English. */
export type PlaceLanguage = 'en' | 'ru' | 'ar';

let byLowerName: Map<string, PlaceNames> | undefined;

function namesOf(part: string): PlaceNames | undefined {
  byLowerName ??= new Map(
    [...Object.entries(COMMUNITY_NAMES), ...Object.entries(EMIRATE_NAMES)].map(([name, names]) => [
      name.toLowerCase(),
      names,
    ]),
  );
  return byLowerName.get(part.trim().replace(/\s+/gu, ' ').toLowerCase());
}

/**
 * A location in `language`: a community of the gazetteer (in any case) by its name there, and in a
 * location written as parts ("Dubai Marina, Dubai", "Marina Gate, Dubai Marina") each part that is a
 * community or an emirate; anything else as written. English, and a language without the name, keep it.
 */
export function placeName(location: string, language: PlaceLanguage): string {
  if (language === 'en') return location;
  const whole = namesOf(location)?.[language];
  if (whole) return whole;
  if (!location.includes(',')) return location;
  const parts = location.split(',').map((part) => namesOf(part)?.[language] ?? part.trim());
  return parts.join(language === 'ar' ? '، ' : ', ');
}
