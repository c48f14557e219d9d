/** The ten tone (style) options of the generator, with their emoji palettes and English glosses. */

import { TONES, type Tone } from '@app/contract';

export interface ToneStyle {
  /** Emoji used to decorate titles and paragraphs. */
  emojis: readonly string[];
  /** Emoji used as bullet markers in benefit lists. */
  bullets: readonly string[];
  /** A short English description, used in provider prompts. */
  gloss: string;
}

export const TONE_STYLES: Record<Tone, ToneStyle> = {
  亲切自然: {
    emojis: ['😊', '🌿', '☀️', '💛', '🙌', '🍃'],
    bullets: ['🌿', '💛', '✔️'],
    gloss: 'friendly and natural, like chatting with a good friend',
  },
  活泼俏皮: {
    emojis: ['🥳', '🍭', '🎀', '✨', '🤩', '💃', '🌈'],
    bullets: ['🍭', '🎀', '🌈'],
    gloss: 'lively and playful, bubbly with exclamations',
  },
  专业权威: {
    emojis: ['📌', '✅', '🔬', '📊', '💡', '🧪'],
    bullets: ['✅', '📌', '▪️'],
    gloss: 'professional and authoritative, structured and factual',
  },
  温馨治愈: {
    emojis: ['🌸', '🕯️', '🧸', '💗', '🌙', '☕'],
    bullets: ['🌸', '💗', '🤍'],
    gloss: 'warm and soothing, gentle and comforting',
  },
  幽默风趣: {
    emojis: ['😂', '🤣', '🙈', '🐶', '🤪', '😎'],
    bullets: ['😂', '👉', '🤪'],
    gloss: 'humorous and witty, self-deprecating jokes welcome',
  },
  简约高级: {
    emojis: ['🤍', '✨', '▫️', '🕊️', '🖤', '🌿'],
    bullets: ['▫️', '·', '—'],
    gloss: 'minimalist and premium, short refined sentences, few emoji',
  },
  种草安利: {
    emojis: ['🌱', '🛒', '💯', '🔥', '👍', '💖'],
    bullets: ['💯', '🌱', '👍'],
    gloss: 'enthusiastic must-have recommendation, Xiaohongshu seeding style',
  },
  真实测评: {
    emojis: ['📝', '🔍', '✅', '⚖️', '👀', '📋'],
    bullets: ['✅', '🔍', '📝'],
    gloss: 'honest hands-on review, balanced and credible',
  },
  文艺清新: {
    emojis: ['🍃', '🌼', '📷', '🌤️', '🎐', '📖'],
    bullets: ['🍃', '🌼', '🎐'],
    gloss: 'artistic and fresh, poetic imagery, calm rhythm',
  },
  热情激昂: {
    emojis: ['🔥', '💥', '🚀', '⚡', '🎉', '💪'],
    bullets: ['🔥', '⚡', '💥'],
    gloss: 'passionate and energetic, high excitement',
  },
};

export function resolveTone(tone: string): Tone {
  const trimmed = typeof tone === 'string' ? tone.trim() : '';
  return (TONES as readonly string[]).includes(trimmed) ? (trimmed as Tone) : TONES[0];
}
