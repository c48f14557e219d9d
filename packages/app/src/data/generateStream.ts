/**
 * Generating with each post shown as it is written: POST /api/redbook/generate/stream (NDJSON, the contract's
 * GenerateStreamLine), nothing stored. Each post is told to `onPost` as it arrives; the promise answers the whole
 * batch in its order. A stream that ends without its last line, or says saving failed, rejects like any failed call.
 */
import { parseStreamLine, routes, type GeneratedPost, type GeneratorRequest } from '@app/contract';
import { ApiError } from '../api/client';
import { lines } from '../api/instance';

export async function generatePostsAsWritten(
  request: GeneratorRequest,
  onPost: (index: number, post: GeneratedPost) => void,
): Promise<GeneratedPost[]> {
  const posts = new Map<number, GeneratedPost>();
  let count: number | undefined;
  let failure: ApiError | undefined;
  let ended = false;
  await lines(routes.redbook.generateStream, { body: { ...request, save: false } }, (text) => {
    const line = parseStreamLine(text);
    if (!line || ended || failure) return;
    if (line.type === 'start') count = line.count;
    else if (line.type === 'post') {
      posts.set(line.index, line.post);
      onPost(line.index, line.post);
    } else if (line.type === 'end') ended = true;
    else failure = new ApiError(500, line.message, line.code, line.params);
  });
  if (failure) throw failure;
  // the connection broke before the last line: what arrived is not the whole answer
  if (!ended) throw new ApiError(0, undefined);
  const total = count ?? posts.size;
  return Array.from({ length: total }, (_, index) => posts.get(index)).filter(
    (post): post is GeneratedPost => post !== undefined,
  );
}
