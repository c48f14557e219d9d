/**
 * POST /api/redbook/generate/stream: the same request as POST /api/redbook/generate, answered as NDJSON (one JSON
 * object a line) so that each post shows as soon as it is written: `start` (how many posts), a `post` for each (its
 * place in the batch; posts end in any order), then `end`, or `error` when what follows the writing (saving) fails.
 */
import type { GeneratedPost } from './entities';

export const GENERATE_STREAM_MEDIA = 'application/x-ndjson';

export type GenerateStreamLine =
  | { type: 'start'; count: number }
  | { type: 'post'; index: number; post: GeneratedPost }
  | { type: 'end'; count: number }
  | { type: 'error'; code: string; message: string; params?: Record<string, string | number> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One line of the stream, or undefined when it is none (blank, not JSON, an unknown type). */
export function parseStreamLine(line: string): GenerateStreamLine | undefined {
  if (line.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  const { type } = value;
  if ((type === 'start' || type === 'end') && typeof value.count === 'number') return { type, count: value.count };
  if (type === 'post' && typeof value.index === 'number' && isRecord(value.post)) {
    return { type, index: value.index, post: value.post as unknown as GeneratedPost };
  }
  if (type === 'error' && typeof value.code === 'string' && typeof value.message === 'string') {
    const params = isRecord(value.params) ? (value.params as Record<string, string | number>) : undefined;
    return { type, code: value.code, message: value.message, ...(params ? { params } : {}) };
  }
  return undefined;
}
