/**
 * What a post may only repeat from the brief: prices, discounts and offers, opening hours and awards; and what no
 * post for a business carries unless the brief is about it: adverts for gambling, loans, crypto or adult content.
 * Plain counts and durations ("2 bowls", "queued 15 minutes") are a customer's words and stay.
 */
import type { GeneratorInput } from '../types';

const PRICE =
  /(?:RM|MYR|USD|SGD|S\$|\$|￥|¥)\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s?(?:ringgit|令吉|马币|块钱|元|蚊)|\d[\d,]*\s?块(?:[^\p{Script=Han}]|就|而已|左右|多|$)|(?:harga|价钱|价格|只要|仅需|才)\s?\d[\d,]*(?:\.\d+)?(?!\d|[.,]\d)(?!\s?(?:分钟|分|秒|小时|个钟|钟头|天|日|晚|次|个|位|人|岁|公里|km|米|cm|粒|颗|件|杯|碗|份))/giu;
/** A price in words ("three hundred ringgit", "seringgit", "一百块"). */
const WORD_PRICE =
  /\b(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|thousand|satu|dua|tiga|empat|lima|enam|tujuh|lapan|sembilan|sepuluh|puluh|ratus|seratus|ribu|seribu)[\s-]+)+(?:ringgit|bucks)\b|\bseringgit\b|[一二两三四五六七八九十百千]+\s?(?:块钱|令吉|马币)/giu;
const PERCENT_OFF =
  /\d+\s?%\s?(?:off|discount|diskaun|potongan|折扣|优惠|rebate)|(?:save|jimat|diskaun|potongan|折扣|优惠)\s?(?:up to |sehingga |高达)?\d+\s?%|\d(?:\.\d)?\s?折(?![腾叠服])/giu;
const OFFER =
  /\bbuy\s?(?:1|one)\s?(?:free|get)\s?(?:1|one)\b|\bb1f1\b|\bhalf[-\s]price\b|\bfree (?:gift|drink|dessert|delivery|upsize|topping)\b|买一送一|买1送1|半价|免费送|送完即止|限时优惠|优惠价|特价|\bbeli\s?(?:1|satu)\s?percuma\s?(?:1|satu)\b|\bseparuh harga\b|\bdiskaun\b|\bpotongan harga\b|\bharga promosi\b|\bpercuma\b|\bfree trial\b|\btrial\b[^.!?\n]{0,25}\bfree\b|\bfree (?:class|session|lesson|consultation)\b|\bfirst (?:class|session|lesson|visit) (?:is )?free\b|免费试(?:课|听|用|做)/giu;
/** "Free" in the three languages: a post may say it in its own words when the brief says it in any. */
const FREE = /\bfree\b|\bpercuma\b|免费/iu;
const HOURS =
  /\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)(?![\p{L}])|\b\d{1,2}:\d{2}\b|\d{1,2}\s*点(?:钟|半)?(?:开门|营业|关门|打烊|开始)|\bopen(?:s|ing)?\s(?:daily|everyday|every day|24 hours|until|till|from|at)\b|\bopening hours\b|\bclosed on\b|24\s?(?:hours|hrs|jam|小时)|营业(?:时间|到|至)|每天(?:营业|开)|\bbuka\s(?:setiap hari|24 jam|dari|sehingga|hingga|pukul|jam)\b|\bwaktu (?:operasi|perniagaan)\b|\btutup (?:pada|setiap)\b|\b24\s?\/\s?7\b|(?:开到|营业到|营业至|开至)\s?(?:凌晨|晚上|半夜|早上|中午|下午)?\s?\d{1,2}\s?点|\d{1,2}\s?点\s?(?:开门|营业|开到)/giu;
/** Words that make a time an opening hour. */
const HOURS_CONTEXT =
  /\b(?:open|opens|opening|close|closes|closing|daily|buka|tutup|dibuka|setiap hari)\b|营业|开门|关门|打烊|每天|[-–~]\s?\d/iu;
const AWARD =
  /michelin|米其林|\baward(?:s|ed)?\b|award-winning|获奖|得奖|荣获|冠军|金奖|\banugerah\b|\bjuara\s+(?:pertandingan|anugerah|kebangsaan|negeri|dunia|malaysia)\b|\bpemenang\b|被评为|评选为|荣登|上榜|\bno\.?\s?1\b|#1\b|第一名|排名第一|\btop\s?(?:10|ten|5|five)\b|\bvoted\b|\bwinner\b/giu;

/** Adverts and content no customer's post about a business carries. */
const ADVERT =
  /\bcasino\b|\bgambl\w*|\bbetting\b|\bslot (?:machine|game)s?\b|\bonline slots?\b|\bslots? online\b|\bwin big\b|🎰|\btogel\b|\bjudi\b|\bkasino\b|赌场|博彩|赌博|彩票|老虎机|\bloans?\b|\bpinjaman\b|\bah long\b|\bkredit mudah\b|\blulus segera\b|\bpembiayaan (?:peribadi|segera)\b|\btanpa penjamin\b|\bkelulusan (?:cepat|segera)\b|\bpersonal financing\b|\bcash advance\b|借贷|贷款|大耳窿|借钱|放贷|快速批核|\bcrypto\w*|\bbitcoin\b|\bforex\b|\busdt\b|加密货币|比特币|虚拟币|\bporn\w*|\bescort\b|\bsexy? (?:chat|cam|video)s?\b|\bxxx\b|色情|约炮|成人视频|\blucah\b/giu;

const digits = (text: string): string => (text.match(/\d+(?:[.,]\d+)?/gu) ?? []).join(' ');
const squash = (text: string): string => text.toLowerCase().replace(/\s+/g, '');

/** Facts of `text` (hashtags aside) that the brief does not give, named for the model. */
export function inventedFacts(text: string, brief: string, input: GeneratorInput): string[] {
  const body = text.replace(/#[^\s#]+/gu, ' ');
  const briefSquashed = squash(brief);
  const briefDigits = ` ${(brief.match(/\d+(?:[.,]\d+)?/gu) ?? []).join(' ')} `;
  const found = new Set<string>();
  for (const [name, pattern] of [
    ['price', PRICE],
    ['discount', PERCENT_OFF],
  ] as const) {
    for (const match of body.matchAll(pattern)) {
      const numbers = digits(match[0]).split(' ').filter(Boolean);
      if (numbers.some((n) => !briefDigits.includes(` ${n} `))) found.add(`${name} "${match[0].trim()}"`);
    }
  }
  for (const match of body.matchAll(WORD_PRICE)) {
    if (!briefSquashed.includes(squash(match[0]))) found.add(`price "${match[0].trim()}"`);
  }
  const promotion = typeof input.promotion === 'string' ? input.promotion.trim() : '';
  if (promotion === '') {
    const briefSaysFree = FREE.test(brief);
    for (const match of body.matchAll(OFFER)) {
      if (briefSaysFree && new RegExp(`^(?:${FREE.source})$`, 'iu').test(match[0].trim())) continue;
      if (!briefSquashed.includes(squash(match[0]))) found.add(`offer "${match[0].trim()}"`);
    }
  }
  if (!new RegExp(HOURS.source, 'iu').test(brief)) {
    for (const match of body.matchAll(HOURS)) {
      // a time of the writer's day ("my 7am routine") is no opening hour; one next to opening words is
      const around = body.slice(Math.max(0, match.index - 25), match.index + match[0].length + 25);
      if (/^\d/u.test(match[0]) && !HOURS_CONTEXT.test(around)) continue;
      found.add(`opening time "${match[0].trim()}"`);
    }
  }
  if (!new RegExp(AWARD.source, 'iu').test(brief)) {
    for (const match of body.matchAll(AWARD)) found.add(`award "${match[0].trim()}"`);
  }
  return [...found];
}

/** The advert words of `text` when the brief is not about them ([] when none). */
export function advertWords(text: string, brief: string): string[] {
  if (new RegExp(ADVERT.source, 'iu').test(brief)) return [];
  return [...new Set([...text.matchAll(ADVERT)].map((match) => match[0]))];
}
