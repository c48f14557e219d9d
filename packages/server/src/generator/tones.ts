/**
 * The tone of the built-in generator: one of the ten listed styles, or the user's own words mapped to the nearest one
 * by the words it uses (in English, Mandarin or Malay), or a neutral voice when none is near. The model path uses the
 * user's words as given, with the listed styles' glosses.
 */
import { isListedTone, type Tone } from '@app/contract';

/** A short English description of each listed style, for the model's prompt. */
export const TONE_GLOSSES: Record<Tone, string> = {
  亲切自然: 'friendly and natural, like chatting with a good friend',
  活泼俏皮: 'lively and playful, bubbly with exclamations',
  专业权威: 'professional and authoritative, structured and factual',
  温馨治愈: 'warm and soothing, gentle and comforting',
  幽默风趣: 'humorous and witty, self-deprecating jokes welcome',
  简约高级: 'minimalist and premium, short refined sentences, few emoji',
  种草安利: 'enthusiastic must-try recommendation, Xiaohongshu seeding style',
  真实测评: 'honest hands-on review, balanced and credible',
  文艺清新: 'artistic and fresh, poetic imagery, calm rhythm',
  热情激昂: 'passionate and energetic, high excitement',
};

/** Words that bring a custom tone near a listed style. Latin words match whole words, Chinese ones anywhere. */
const NEAR: Record<Tone, string> = {
  亲切自然:
    'friendly|natural|casual|relaxed|chill|conversational|approachable|亲切|自然|随和|口语|mesra|santai|bersahaja',
  活泼俏皮: 'playful|lively|cute|fun|bubbly|cheerful|quirky|youthful|活泼|俏皮|可爱|调皮|元气|ceria|comel|riang|girang',
  专业权威:
    'professional|expert|authoritative|formal|informative|educational|serious|专业|权威|正式|科普|profesional|pakar|rasmi',
  温馨治愈:
    'warm|cosy|cozy|soothing|healing|gentle|comforting|heartwarming|温馨|治愈|温暖|温柔|hangat|menenangkan|lembut',
  幽默风趣:
    'funny|humorous|humour|humor|witty|joke|jokes|hilarious|sarcastic|cheeky|幽默|搞笑|风趣|逗|lucu|kelakar|jenaka',
  简约高级:
    'minimal|minimalist|elegant|premium|luxury|luxurious|classy|sophisticated|understated|chic|简约|高级|极简|优雅|奢华|mewah|elegan|ringkas',
  种草安利: 'recommend|recommendation|must-have|must-try|persuasive|salesy|种草|安利|推荐|必买|必吃|wajib|syor|cadang',
  真实测评: 'honest|review|real|genuine|unbiased|balanced|authentic|测评|真实|评测|客观|jujur|ulasan',
  文艺清新: 'poetic|artsy|artistic|literary|dreamy|aesthetic|lyrical|文艺|清新|诗意|puitis|seni|estetik',
  热情激昂: 'energetic|excited|exciting|passionate|bold|hype|hyped|loud|热情|激昂|燃|激动|bersemangat|teruja',
};

const HAN = /\p{Script=Han}/u;

function nearness(tone: string, words: string): number {
  const lower = tone.toLowerCase();
  const latin = new Set(lower.split(/[^\p{L}\p{N}-]+/u));
  return words.split('|').filter((word) => (HAN.test(word) ? tone.includes(word) : latin.has(word))).length;
}

/** The listed style of the built-in generator for a request's tone, or 'neutral' for a custom one near none. */
export function resolveTone(tone: string): Tone | 'neutral' {
  const trimmed = typeof tone === 'string' ? tone.trim() : '';
  if (isListedTone(trimmed)) return trimmed;
  let best: Tone | 'neutral' = 'neutral';
  let bestScore = 0;
  for (const [listed, words] of Object.entries(NEAR) as [Tone, string][]) {
    const score = nearness(trimmed, words);
    if (score > bestScore) {
      best = listed;
      bestScore = score;
    }
  }
  return best;
}
