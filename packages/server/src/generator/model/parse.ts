/**
 * A model's message as the post it holds: the JSON object found in it (bare, in a code fence, after a sentence such
 * as "Here is your post:", or followed by chatter), or why there is none (the model's own refusal, chatter only).
 */

/** Words with which a model declines, or says it is a model, in the three languages. */
const MODEL_REFUSAL: readonly RegExp[] = [
  /\bas an? (?:ai|artificial intelligence)(?: language)?(?: model| assistant)?\b/iu,
  /\b(?:i'?m|i am) (?:sorry|afraid),? (?:but )?(?:i|we) (?:can(?:'|’)?t|cannot|can not|won(?:'|’)t|am unable|'m unable)\b/iu,
  // "I can't help with that", not "I can't help grinning"
  /\bi (?:can(?:'|’)?t|cannot|am unable to|won(?:'|’)t) (?:help (?:you )?with|assist|write|create|comply|fulfil+|provide)\b/iu,
  /\bi(?:'|’)m (?:not able|unable) to (?:help|assist|write|create|comply|provide)\b/iu,
  /作为(?:一个|一名)?(?:AI|人工智能|语言模型|AI语言模型|AI助手)/iu,
  /(?:抱歉|对不起|很遗憾)[，,]?\s*(?:我|但我)?(?:无法|不能|没办法)/u,
  /我(?:无法|不能|没法|没办法)(?:替你|为你|帮你)?(?:帮助|协助|完成|提供|满足|撰写|写|生成)/u,
  /无法生成|根据(?:平台|相关)?(?:规定|政策)[，,]?\s*我/u,
  /\bsebagai (?:model bahasa |pembantu )?(?:ai|kecerdasan buatan)\b/iu,
  /\bmaaf,? (?:tetapi |tapi )?saya tidak (?:dapat|boleh|mampu)\b/iu,
];

/** Whether a text is (or carries) a model declining to write, or speaking as a model. */
export function isModelRefusal(text: string): boolean {
  return MODEL_REFUSAL.some((pattern) => pattern.test(text));
}

/** Every balanced {...} of a text, outermost first, with strings and escapes honoured. */
function jsonObjectsIn(text: string): string[] {
  const found: string[] = [];
  for (let start = text.indexOf('{'); start >= 0 && found.length < 8; start = text.indexOf('{', start + 1)) {
    let depth = 0;
    let inString = false;
    for (let i = start; i < text.length; i++) {
      const ch = text[i];
      if (inString) {
        if (ch === '\\') i++;
        else if (ch === '"') inString = false;
        continue;
      }
      if (ch === '"') inString = true;
      else if (ch === '{') depth++;
      else if (ch === '}' && --depth === 0) {
        found.push(text.slice(start, i + 1));
        start = i;
        break;
      }
    }
  }
  return found;
}

function tryParse(candidate: string | undefined): unknown {
  if (!candidate) return undefined;
  try {
    return JSON.parse(candidate) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The model's JSON answer: the whole text, a fenced block, or the first object in it that parses. */
export function parseModelJson(text: string): unknown {
  const trimmed = text.trim().replace(/^\uFEFF/, '');
  const whole = tryParse(trimmed);
  if (whole !== undefined) return whole;
  for (const fence of trimmed.matchAll(/```[\w-]*\s*([\s\S]*?)```/g)) {
    const inner = tryParse(fence[1]?.trim());
    if (inner !== undefined) return inner;
  }
  for (const candidate of jsonObjectsIn(trimmed)) {
    const parsed = tryParse(candidate);
    if (isRecord(parsed)) return parsed;
  }
  return undefined;
}

/** The post's fields when the answer holds one; `post` is undefined when it does not. */
export function answerObject(text: string): Record<string, unknown> | undefined {
  const parsed = parseModelJson(text);
  // some models answer a list of one post, or the post under a key of its own
  const first = Array.isArray(parsed) ? (parsed[0] as unknown) : parsed;
  if (!isRecord(first)) return undefined;
  if (typeof first.content !== 'string') {
    const nested = Object.values(first).find((value) => isRecord(value) && typeof value.content === 'string');
    if (isRecord(nested)) return nested;
  }
  return first;
}

/** A line of chatter a model puts around a post ("Here is your post:", "Let me know if…", "以下是…"). */
const CHATTER_LINE =
  /^(?:[(（]\s*(?:note|nota|注|备注)\s*[:：].*[)）]|(?:note|nota|注|备注)\s*[:：].*(?:characters?|hashtags?|aksara|字|标签|platform|平台).*|sure[!,.]?|certainly[!,.]?|of course[!,.]?|here(?:'s| is) (?:your|the|a)\b.*|hope (?:this|you) .*|let me know\b.*|feel free to\b.*|以下是.*[:：]?|好的[，,！!].*|希望(?:这篇|对你有帮助|你喜欢).*|berikut (?:ialah|adalah)\b.*|semoga (?:membantu|bermanfaat)\b.*)$/iu;

/** The post's text without a first or last line of chatter. */
export function dropChatter(text: string): string {
  const lines = text.split('\n');
  while (lines.length > 1 && CHATTER_LINE.test((lines[0] ?? '').trim())) lines.shift();
  while (lines.length > 1 && CHATTER_LINE.test((lines.at(-1) ?? '').trim())) lines.pop();
  return lines.join('\n').trim();
}
