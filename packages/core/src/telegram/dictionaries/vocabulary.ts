/**
 * Words of the registers the parser was not written in, each with the words it reads instead: a Russian
 * broker's chat ("однушка", "2,6 ляма", "72 квадрата"), Russian written in Latin letters ("prodayu
 * studiyu", "9 etazh", "bez mebeli") and Arabic ("شقة غرفة وصالة", "قدم مربع", "جاهزة"). The ad's text is
 * rewritten with them before it is read (ad-text.ts), so every reader of the parser understands them
 * without a rule of its own.
 *
 * `words` are lower case, matched whole (a word ending in '*' matches any word starting with it), the
 * longest first; `means` is what the parser reads in their place. Order does not matter.
 */
export interface VocabularyEntry {
  words: readonly string[];
  means: string;
}

/** Agents' abbreviations in English. */
const ENGLISH: readonly VocabularyEntry[] = [
  { words: ['vot', 'v.o.t', 'v.o.t.'], means: 'vacant on transfer' },
];

/** A Russian broker's words. */
const RUSSIAN_SLANG: readonly VocabularyEntry[] = [
  { words: ['однушк*', 'однокомнатн*', 'однуш*'], means: '1BR' },
  { words: ['двушк*', 'двух комнатн*'], means: '2BR' },
  { words: ['трешк*', 'трёшк*'], means: '3BR' },
  { words: ['лям', 'ляма', 'лямов', 'лямa'], means: 'млн' },
  // "1 600 квадратных футов" is square feet; "72 квадрата" alone, square metres.
  { words: ['квадратн* фут*'], means: 'кв. футов' },
  { words: ['квадрат', 'квадрата', 'квадратов', 'квадратах', 'квадратами'], means: 'м2' },
  { words: ['ключи на руках'], means: 'готова' },
  { words: ['убыток', 'убытком', 'в минус', 'минус'], means: 'скидка' },
];

/** Russian in Latin letters, as people type it without a Cyrillic keyboard. */
const RUSSIAN_LATIN: readonly VocabularyEntry[] = [
  { words: ['prodayu', 'prodam', 'prodaetsya', 'prodaetsa', 'srochnaya prodazha'], means: 'продаю' },
  { words: ['srochno'], means: 'срочно' },
  { words: ['ishchu', 'ishu', 'ischu', 'ishem', 'ishchem'], means: 'ищу' },
  { words: ['studiyu', 'studiya', 'studia', 'studiu'], means: 'studio' },
  { words: ['odnushk*'], means: '1BR' },
  { words: ['dvushk*'], means: '2BR' },
  { words: ['treshk*', 'tryoshk*'], means: '3BR' },
  { words: ['kvartiru', 'kvartira'], means: 'квартиру' },
  { words: ['taunhaus*', 'taunhaus'], means: 'townhouse' },
  { words: ['villu'], means: 'villa' },
  { words: ['klaster'], means: 'cluster' },
  { words: ['spalni', 'spalnya', 'spalen', 'spalnyami'], means: 'спальни' },
  { words: ['kv.m', 'kv. m', 'kvm', 'kv m', 'kv.m.', 'kvadratov', 'kvadrata'], means: 'м2' },
  { words: ['etazh*'], means: 'этаж' },
  { words: ['tsena', 'cena', 'tsenu'], means: 'цена' },
  { words: ['vmesto'], means: 'вместо' },
  { words: ['brali za', 'kupili za', 'kupil za'], means: 'брали за' },
  { words: ['u zastroyshchika', 'u zastroishchika', 'u zastroyshika'], means: 'у застройщика' },
  { words: ['ot zastroyshchika', 'ot zastroishchika', 'ot zastroyshika'], means: 'от застройщика' },
  { words: ['rynochnaya', 'rynochnaya tsena', 'rynok'], means: 'рыночная' },
  { words: ['skidka', 'skidkoy'], means: 'скидка' },
  { words: ['mln', 'mil.'], means: 'млн' },
  { words: ['tys', 'tys.', 'tysyach'], means: 'тыс' },
  { words: ['bez mebeli'], means: 'без мебели' },
  { words: ['s mebelyu', 's mebeliu'], means: 'с мебелью' },
  { words: ['gotova', 'gotovaya', 'gotovy', 'gotovo', 'gotov'], means: 'готова' },
  { words: ['sdacha'], means: 'сдача' },
  { words: ['klyuchi v', 'kluchi v'], means: 'ключи в' },
  { words: ['vid na more'], means: 'вид на море' },
  { words: ['vid na kanal'], means: 'вид на канал' },
  { words: ['vid na'], means: 'вид на' },
];

/** Arabic: the words of a listing and the names of the main communities. */
const ARABIC: readonly VocabularyEntry[] = [
  { words: ['للبيع'], means: 'for sale' },
  { words: ['للإيجار', 'للايجار'], means: 'for rent' },
  { words: ['شقة غرفة وصالة', 'غرفة وصالة', 'غرفة نوم واحدة'], means: '1BR apartment' },
  { words: ['شقة غرفتين وصالة', 'غرفتين وصالة', 'غرفتين نوم', 'غرفتين'], means: '2BR apartment' },
  { words: ['ثلاث غرف نوم', 'ثلاث غرف'], means: '3BR' },
  { words: ['أربع غرف نوم', 'اربع غرف نوم', 'أربع غرف', 'اربع غرف'], means: '4BR' },
  { words: ['غرف نوم', 'غرفة نوم', 'غرف'], means: 'bedrooms' },
  { words: ['شقة', 'شقه'], means: 'apartment' },
  { words: ['استوديو', 'ستوديو', 'استديو'], means: 'studio' },
  { words: ['فيلا', 'فيلّا', 'فلل', 'فلة', 'فيلات'], means: 'villa' },
  { words: ['تاون هاوس', 'تاونهاوس'], means: 'townhouse' },
  { words: ['بنتهاوس', 'بنت هاوس'], means: 'penthouse' },
  { words: ['دوبلكس', 'دوبليكس'], means: 'duplex' },
  { words: ['قدم مربع', 'قدم مربّع', 'قدماً مربعاً'], means: 'sq ft' },
  { words: ['متر مربع', 'م٢', 'م2'], means: 'm2' },
  { words: ['السعر الأصلي', 'السعر الاصلي', 'سعر الشراء'], means: 'original price' },
  { words: ['سعر المطور', 'سعر المطوّر'], means: 'developer price' },
  { words: ['سعر البيع'], means: 'selling price' },
  { words: ['السعر', 'سعر'], means: 'price' },
  { words: ['بدلاً من', 'بدلا من', 'بدل'], means: 'instead of' },
  { words: ['خصم'], means: 'discount' },
  { words: ['مليون'], means: 'million' },
  { words: ['ألف', 'الف'], means: 'thousand' },
  { words: ['درهم'], means: 'AED' },
  { words: ['جاهز للسكن', 'جاهزة للسكن', 'جاهزة', 'جاهز'], means: 'ready' },
  { words: ['مفروشة بالكامل', 'مفروش بالكامل', 'مفروشة', 'مفروش'], means: 'furnished' },
  { words: ['غير مفروشة', 'غير مفروش'], means: 'unfurnished' },
  { words: ['إطلالة على', 'اطلالة على', 'إطلالة', 'اطلالة'], means: 'view:' },
  { words: ['البحر'], means: 'sea' },
  { words: ['القناة'], means: 'canal' },
  { words: ['الطابق', 'طابق'], means: 'floor' },
  { words: ['التسليم', 'تسليم'], means: 'handover' },
  { words: ['الربع الأول', 'الربع الاول'], means: 'Q1' },
  { words: ['الربع الثاني'], means: 'Q2' },
  { words: ['الربع الثالث'], means: 'Q3' },
  { words: ['الربع الرابع'], means: 'Q4' },
  { words: ['المساحة', 'مساحة'], means: 'size' },
  { words: ['المرابع العربية'], means: 'Arabian Ranches' },
  { words: ['الخليج التجاري'], means: 'Business Bay' },
  { words: ['وسط مدينة دبي', 'داون تاون دبي', 'داون تاون'], means: 'Downtown Dubai' },
  { words: ['تاون سكوير', 'تاون سكوير دبي'], means: 'Town Square' },
  { words: ['دبي هيلز'], means: 'Dubai Hills Estate' },
  { words: ['أبراج بحيرات جميرا'], means: 'Jumeirah Lake Towers' },
  { words: ['في'], means: 'in' },
  { words: ['و'], means: 'and' },
];

export const VOCABULARY: readonly VocabularyEntry[] = [
  ...ENGLISH,
  ...RUSSIAN_SLANG,
  ...RUSSIAN_LATIN,
  ...ARABIC,
];

/**
 * Words agents misspell by a missing letter ("bedrom", "parkng", "orignal", "furnshed"): a word that is
 * one of these with one letter left out is read as it.
 */
export const TYPO_WORDS: readonly string[] = [
  'bedroom',
  'bedrooms',
  'parking',
  'original',
  'asking',
  'furnished',
  'unfurnished',
  'balcony',
  'apartment',
  'townhouse',
  'handover',
  'vacant',
];

/** Arabic-Indic and Persian digits, and the Arabic decimal and thousands separators and percent sign. */
export const ARABIC_DIGITS: Readonly<Record<string, string>> = {
  ...Object.fromEntries([...'٠١٢٣٤٥٦٧٨٩'].map((d, i) => [d, String(i)])),
  ...Object.fromEntries([...'۰۱۲۳۴۵۶۷۸۹'].map((d, i) => [d, String(i)])),
  '٫': '.',
  '٬': ',',
  '٪': '%',
  '،': ',',
};
