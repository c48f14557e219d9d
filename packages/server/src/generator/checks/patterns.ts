/**
 * The one list of what no customer's post may carry, shared by the built-in writer (its audit and its own output
 * check) and the model path's answer checks: contact details, and claims of being genuine, unbiased or unpaid, in
 * English, Mandarin and Malay. A new wording seen in production becomes one more entry here.
 */

/** Contact details: a customer's post never carries them (Xiaohongshu removes such notes). */
export const CONTACT_PATTERNS: readonly { name: string; pattern: RegExp }[] = [
  {
    name: 'link',
    pattern:
      /\b(?:https?:\/\/|www\.)\S+|\b[\w-]+\.(?:com|my|net|org|co|io|shop|biz|ly|me|gl|link|page|site|store|online|app|xyz|cc)(?:\.[a-z]{2})?\b(?:\/\S*)?|\b[\w-]+\.[a-z]{2,6}\/[\w./?=&%-]+/giu,
  },
  { name: 'e-mail address', pattern: /[\w.+-]+@[\w-]+\.[\w.]+/gu },
  { name: 'handle', pattern: /(?<![\w.])@[A-Za-z0-9_.]{2,}/gu },
  { name: 'phone number', pattern: /(?:\+?6?0|\+\d{1,3})[\s-]?\d{1,3}[\s-]?\d{3,4}[\s-]?\d{3,4}|\+?\d[\d\s-]{7,}\d/gu },
  // a number spelt out digit by digit ("kosong satu tiga, sembilan dua lapan…", "零一二…"): seven digits or more
  {
    name: 'phone number',
    pattern:
      /\b(?:(?:kosong|sifar|satu|dua|tiga|empat|lima|enam|tujuh|lapan|sembilan|zero|oh|one|two|three|four|five|six|seven|eight|nine)[\s,.-]+){6,}(?:kosong|sifar|satu|dua|tiga|empat|lima|enam|tujuh|lapan|sembilan|zero|oh|one|two|three|four|five|six|seven|eight|nine)\b|[零〇一二三四五六七八九][零〇一二三四五六七八九\s-]{5,}[零〇一二三四五六七八九]/giu,
  },
  {
    name: 'messaging contact',
    pattern:
      /\b(?:whats\s?app|wasap|wassap|wechat|telegram|line id|dm me|pm me|call us|hubungi|telefon|wa\.me)\b|微信|加微|私信|联系电话|电话|手机号|v信|vx|[加➕+＋]\s?[vV](?![A-Za-z])|薇信|威信/giu,
  },
];

/** Claims of being genuine, objective, unsponsored or self-paid, in any of the three languages. */
export const CLAIM_PATTERNS: readonly RegExp[] = [
  // English
  /\b(?:genuine|authentic)\s+(?:review|feedback|opinion|experience|post)\b/iu,
  /\b(?:honest|real|unbiased|objective|impartial|truthful|sincere)\s+(?:review|feedback|opinion|take|thoughts|verdict|sharing)\b/iu,
  /#(?:real|honest|genuine|true|unbiased|objective)(?:review|reviews|feedback)\b/iu,
  /\b(?:not|never|no|isn['’]t|wasn['’]t|ain['’]t)\s+(?:an?\s+)?(?:ad|advert|advertisement|sponsored|paid|collab(?:oration)?)\b/iu,
  /\b(?:nobody|no one|no-one)\s+(?:paid|asked|sponsored|told)\s+me\b|\bnot (?:being )?paid (?:to|for)\b|\bspeaking from the heart\b/iu,
  /\b(?:unsponsored|non-sponsored|no sponsorship|not affiliated)\b/iu,
  /\bpaid (?:for it |for this )?(?:myself|out of (?:my own )?pocket)\b|\bmy own money\b|\bown expense\b/iu,
  /\b(?:100\s?%|totally|completely|purely)\s+(?:honest|genuine|real|unbiased|objective)\b/iu,
  /\b(?:to be )?(?:honest|objective)ly speaking\b|\bobjectively\b|\bin all honesty\b/iu,
  // Mandarin
  /真实(?:评价|测评|分享|体验|感受|反馈)|真心(?:分享|推荐|话)|亲测|客观(?:评价|分享|来说|地说)?|不吹不黑|无广|非广告|不是广告|没有广告|纯分享|自费|自掏腰包|素人(?:真实)?分享|良心(?:推荐|分享)|无滤镜真实|走心(?:推荐|分享)|没(?:收|拿)(?:一分)?钱|无偿分享|不是恰饭|非恰饭|没有恰饭/u,
  // Malay
  /\b(?:ulasan|review)\s+(?:jujur|ikhlas|sebenar|tulen)\b|\b(?:jujur|ikhlas)\s+(?:cakap|kata|review|ulasan)\b|#(?:review|ulasan)(?:jujur|ikhlas)\b|#(?:jujur|ikhlas)(?:review|ulasan)\b|\bbukan\s+(?:\p{L}+\s+)?(?:iklan|tajaan|sponsor|berbayar|paid|dibayar)\b|\b(?:duit|wang|belanja)\s+sendiri\b|\btanpa\s+tajaan\b|\bpengalaman\s+(?:sebenar|tulen)\b|\bsecara\s+objektif\b|\b100\s?%\s+jujur\b/iu,
];

/** Words a customer post uses to pretend it is "real": the same claim in a hashtag ("#RealReview", "#真实测评"). */
export function hasClaim(text: string): boolean {
  return CLAIM_PATTERNS.some((pattern) => pattern.test(text));
}

/** The contact details a text carries, named ("phone number \"012-345 6789\""). */
export function contactsIn(text: string): string[] {
  const found: string[] = [];
  for (const { name, pattern } of CONTACT_PATTERNS) {
    for (const match of text.matchAll(pattern)) found.push(`${name} "${match[0].trim()}"`);
  }
  return found;
}
