/**
 * Words that belong to one kind of business, kept apart from the writer's own lists (banks/industries.json): a post
 * that uses a group its family does not allow reads like another trade's copy (a hotel "unboxed", a latte as "this meal", a massage as skincare, a HIIT class "calm",
 * a shirt "used"). Latin words match whole words; Chinese ones anywhere.
 */
import type { Family } from '../../src/generator/families';

type Group =
  | 'eat'
  | 'drink'
  | 'bake'
  | 'stay'
  | 'hair'
  | 'skin'
  | 'massage'
  | 'clinic'
  | 'train'
  | 'sweat'
  | 'calm'
  | 'learn'
  | 'wear'
  | 'unbox'
  | 'use';

const latin = (words: string): RegExp => new RegExp(`(^|[^\\p{L}])(${words})(?![\\p{L}])`, 'iu');
const han = (words: string): RegExp => new RegExp(words, 'u');

/** Each group's words in English, Mandarin and Malay. */
const GROUPS: Record<Group, readonly RegExp[]> = {
  eat: [
    latin('meal|meals|ate|eat|eating|bite|bites|dish|dishes|hungry|mealtime|food hunt|makan list|on a plate'),
    han('这顿|吃|美食|饭|用餐|饱'),
    latin('makan|hidangan|juadah|lapar|santapan'),
  ],
  drink: [
    latin('sip|sips|sipped|sipping|cuppa|drink|drinks|drank'),
    han('喝|一杯|啜|饮'),
    latin('minum|hirup|secawan|teguk'),
  ],
  bake: [
    latin('bake|baked|bakes|baking|pastry|pastries|crumb|oven'),
    han('烘焙|出炉|酥皮'),
    latin('bakar|pastri|dibakar'),
  ],
  stay: [
    latin('check-in|checked in|slept over|overnight|night here|stayed the night|our room'),
    han('入住|住了一晚|一晚|住宿'),
    latin('menginap|bermalam|daftar masuk'),
  ],
  hair: [latin('haircut|hairstyle|stylist|blow-dry|fringe'), han('发型|剪发|头发|染发|理发'), latin('rambut|gunting')],
  skin: [
    latin('skincare|skin|complexion|moisturis\\w*'),
    han('护肤|皮肤|肤感|上脸|肌肤'),
    latin('kulit|penjagaan kulit'),
  ],
  massage: [latin('massage|massaged'), han('按摩|推拿'), latin('urut|urutan|picit')],
  clinic: [latin('dentist|doctor|check-up|clinic visit'), han('看诊|医生|复诊'), latin('doktor|pemeriksaan')],
  train: [latin('workout|work out|trained'), han('训练|锻炼|练完'), latin('senaman|bersenam')],
  sweat: [latin('sweat|sweaty|reps|hiit'), han('出汗|燃脂|爆汗'), latin('berpeluh|peluh')],
  calm: [latin('calm|calming|soothing|unwind'), han('平静|安静|治愈|放空'), latin('tenang|menenangkan')],
  learn: [
    latin('lesson|lessons|homework|tutor|learnt|learned'),
    han('上课|学到|课堂|(?<!交|交个)作业'),
    latin('pelajaran|belajar|kerja rumah'),
  ],
  wear: [latin('wear|wore|worn|wearing|outfit|tried on|try on'), han('穿|上身|搭配'), latin('pakai|memakai|dipakai')],
  unbox: [latin('unbox|unboxed|unboxing|haul|shopping'), han('开箱|入手|拆箱|好物'), latin('buka kotak|beli-belah')],
  use: [latin('use|used|using'), han('用了|好用|使用'), latin('guna|digunakan|menggunakan')],
};

/** The groups each family's posts may use. */
const ALLOWED: Record<Family, readonly Group[]> = {
  meals: ['eat', 'drink', 'calm'],
  bakery: ['eat', 'bake', 'drink', 'calm'],
  fruit: ['eat', 'calm'],
  drinks: ['drink', 'bake', 'calm'],
  tea: ['drink', 'calm'],
  lodging: ['stay', 'calm'],
  hair_beauty: ['hair', 'use', 'calm'],
  nails: ['use', 'calm'],
  lashes: ['use', 'calm'],
  spa: ['massage', 'skin', 'calm'],
  clinic: ['clinic', 'calm'],
  dental: ['clinic', 'calm'],
  physio: ['clinic', 'massage', 'calm'],
  vet: ['clinic', 'calm'],
  pets: ['use', 'calm'],
  // a HIIT class is not calm, a beginners' yoga class does not sweat every set
  fitness: ['train', 'sweat', 'wear'],
  yoga: ['calm', 'learn', 'train', 'wear'],
  education: ['learn', 'calm'],
  retail: ['unbox', 'use', 'calm'],
  fashion: ['wear', 'unbox', 'calm'],
  car: ['use', 'calm'],
  home: ['use', 'calm'],
  events: ['calm'],
  services: ['use', 'calm'],
  general: ['use', 'calm'],
};

/** The groups a text uses that its family does not allow. */
export function wrongGroups(family: Family, text: string): Group[] {
  const allowed = ALLOWED[family];
  return (Object.keys(GROUPS) as Group[]).filter(
    (group) => !allowed.includes(group) && GROUPS[group].some((pattern) => pattern.test(text)),
  );
}
