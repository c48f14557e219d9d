/**
 * Which kind of business a post is for, from the tenant's industry_type and the request's productType, in any of the
 * three languages: the industry picks the phrase bank (eating words for food, visiting words for services, using
 * words for products), the venue picks the noun for the business ("this café", "这家面包店", "klinik ini").
 */

export const INDUSTRIES = ['food', 'beauty', 'retail', 'services', 'general'] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const VENUES = [
  'restaurant',
  'cafe',
  'bakery',
  'salon',
  'clinic',
  'fitness',
  'education',
  'spa',
  'studio',
  'shop',
  'business',
] as const;
export type Venue = (typeof VENUES)[number];

const VENUE_INDUSTRY: Record<Venue, Industry> = {
  restaurant: 'food',
  cafe: 'food',
  bakery: 'food',
  salon: 'services',
  clinic: 'services',
  fitness: 'services',
  education: 'services',
  spa: 'beauty',
  studio: 'services',
  shop: 'retail',
  business: 'general',
};

/** A list of words written as one string, 'a|b|c'. */
const words = (list: string): readonly string[] => list.split('|');

/** Words that name a venue (and so its industry). Latin words match whole words, Chinese ones anywhere. */
const VENUE_WORDS: Record<Exclude<Venue, 'business'>, readonly string[]> = {
  restaurant: words(
    'restaurant|restoran|eatery|bistro|diner|dining|kedai makan|food court|hawker|steamboat|hotpot|buffet|catering|kopitiam|餐厅|餐馆|饭店|酒楼|茶餐厅|食堂|火锅店|大排档|小吃店|面馆|餐室',
  ),
  cafe: words('cafe|café|coffee|kafe|kopi|tea house|bubble tea|boba|咖啡|茶室|奶茶店|茶饮'),
  bakery: words('bakery|bakeri|patisserie|kedai roti|cake shop|面包店|烘焙|饼家|蛋糕店|西饼'),
  salon: words('salon|barber|barbershop|hair|gunting rambut|dandanan|发廊|美发|理发|沙龙|发型'),
  clinic: words(
    'clinic|klinik|dental|dentist|medical|physio|physiotherapy|chiropractic|optometrist|veterinary|vet|诊所|牙科|医疗|中医|理疗|眼科|动物医院',
  ),
  fitness: words('gym|fitness|yoga|pilates|crossfit|martial arts|gim|kecergasan|健身|瑜伽|普拉提|武术'),
  education: words(
    'tuition|tutor|tutoring|school|academy|education|learning centre|learning center|course|courses|kindergarten|preschool|tadika|tuisyen|pendidikan|akademi|sekolah|kursus|补习|教育|培训|课程|学院|幼儿园|学校|才艺',
  ),
  studio: words('studio|photography studio|photo studio|工作室|影楼|studio foto'),
  spa: words('spa|massage|reflexology|wellness|urut|refleksologi|按摩|水疗|美容院|养生馆|足疗'),
  shop: words(
    'shop|store|boutique|retail|mart|minimart|outlet|bookshop|bookstore|giftshop|kedai|butik|kedai buku|商店|店铺|专卖店|精品店|便利店|超市|门市',
  ),
};

/** Words that name an industry without naming a venue (dishes, products, services). */
const INDUSTRY_WORDS: Record<Exclude<Industry, 'general'>, readonly string[]> = {
  food: words(
    'food|f&b|f & b|bakery|bread|cake|cakes|pastry|pastries|dessert|desserts|noodle|noodles|mee|nasi|rice|chicken|seafood|steak|burger|pizza|sushi|ramen|dim sum|bbq|tea|juice|drink|drinks|beverage|beverages|mooncake|mooncakes|yee sang|kuih|roti|laksa|satay|brunch|lunch|dinner|breakfast|menu|dish|meal|set meal|makanan|minuman|kek|masakan|hidangan|美食|小吃|饮品|奶茶|甜品|蛋糕|面包|月饼|捞生|点心|早餐|午餐|晚餐|套餐|料理|菜|饭|面|茶|汤|粥|肉|鱼|虾|鸡|酒',
  ),
  beauty: words(
    'beauty|skincare|skin care|cosmetic|cosmetics|makeup|make-up|facial|nail|nails|lash|lashes|brow|brows|serum|cream|lotion|toner|sunscreen|perfume|fragrance|lipstick|mask|kecantikan|penjagaan kulit|solekan|kosmetik|wangian|美容|护肤|美妆|化妆|面膜|精华|面霜|乳液|防晒|香水|口红|美甲|美睫|护理',
  ),
  retail: words(
    'fashion|clothing|apparel|clothes|shoes|bag|bags|jewellery|jewelry|gift|gifts|florist|flowers|book|books|toy|toys|electronics|phone|gadget|gadgets|furniture|home decor|decor|stationery|accessories|pakaian|kasut|beg|barang kemas|hadiah|bunga|buku|mainan|perabot|零售|服装|衣服|鞋|包包|首饰|饰品|礼品|鲜花|花店|书店|玩具|电子|手机|家具|家居|文具|配饰',
  ),
  services: words(
    'service|services|repair|cleaning|laundry|car wash|workshop|consultation|therapy|photography|studio|perkhidmatan|pembaikan|dobi|服务|维修|清洁|洗衣|洗车|摄影|咨询',
  ),
};

const HAN = /\p{Script=Han}/u;

const patterns = new Map<string, RegExp>();

/** Whether a Latin word (or phrase) appears as whole words in `text`. */
function hasWord(text: string, word: string): boolean {
  let pattern = patterns.get(word);
  if (!pattern) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'iu');
    patterns.set(word, pattern);
  }
  return pattern.test(text);
}

/** The longest word of `words` found in `text`, by length (0 when none). */
function longestMatch(text: string, words: readonly string[]): number {
  let best = 0;
  for (const word of words) {
    const found = HAN.test(word) ? text.includes(word) : hasWord(text, word);
    if (found) best = Math.max(best, [...word].length);
  }
  return best;
}

/** The key of `table` whose words match `text` best (the longest word wins), if any. */
function bestOf<K extends string>(text: string, table: Record<K, readonly string[]>): K | undefined {
  let best: K | undefined;
  let bestLength = 0;
  for (const key of Object.keys(table) as K[]) {
    const length = longestMatch(text, table[key]);
    if (length > bestLength) {
      best = key;
      bestLength = length;
    }
  }
  return best;
}

function industryOf(text: string): Industry | undefined {
  const venue = bestOf(text, VENUE_WORDS);
  const industry = bestOf(text, INDUSTRY_WORDS);
  if (!venue) return industry;
  if (!industry) return VENUE_INDUSTRY[venue];
  // "nail salon": the more specific word decides
  return longestMatch(text, INDUSTRY_WORDS[industry]) > longestMatch(text, VENUE_WORDS[venue])
    ? industry
    : VENUE_INDUSTRY[venue];
}

const DEFAULT_VENUE: Record<Industry, Venue> = {
  food: 'restaurant',
  beauty: 'shop',
  retail: 'shop',
  services: 'business',
  general: 'business',
};

export interface BusinessKind {
  industry: Industry;
  venue: Venue;
}

/**
 * The post's industry: from the product type when it names one (a salon's shampoo is a product to use), else from
 * the tenant's industry; the venue: from the tenant's industry, else the product type, else the industry's usual one.
 */
export function classify(industryType: string, productType: string): BusinessKind {
  const industry = industryOf(productType) ?? industryOf(industryType) ?? 'general';
  const venue = bestOf(industryType, VENUE_WORDS) ?? bestOf(productType, VENUE_WORDS) ?? DEFAULT_VENUE[industry];
  return { industry, venue };
}
