/** A new post too close to one saved in the campaign is written again (built-in) or refused (a model's). */
import { afterEach, describe, expect, it } from 'vitest';
import { createGenerator } from '../../src/generator';
import { fourGrams, jaccard, SavedPosts, SIMILARITY_MAX } from '../../src/generator/similarity';
import { completion, providerGenerator, sendJson, startFakeServer, type FakeServer } from './fake-provider';
import { request } from './request';

const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const POST = '🌿最近试了「GlowLab Serum」，感觉很放松。\n\n💛每天早上都会用。\n\n#护肤 #精华 #日常分享';

describe('similarity to saved posts', () => {
  it('compares the words of posts, not their hashtags, emoji or punctuation', () => {
    expect(jaccard(fourGrams('A quiet cup, by the window! #coffee'), fourGrams('a quiet cup by the window 😊'))).toBe(
      1,
    );
    expect(jaccard(fourGrams('A quiet cup by the window'), fourGrams('Loud music and a crowded bar'))).toBeLessThan(
      0.1,
    );
    expect(new SavedPosts([]).closest('anything')).toBe(0);
  });

  it('writes a built-in post again when it is too close to a saved one', async () => {
    const input = request({ language: 'English', count: 3 });
    const first = await createGenerator({ seed: 5 }).generate(input);
    const saved = first.map((post) => post.content);
    const again = await createGenerator({ seed: 5 }).generate({ ...input, savedTexts: saved });
    const check = new SavedPosts(saved);
    expect(again).toHaveLength(3);
    for (const post of again) {
      expect(post.error).toBeUndefined();
      expect(check.closest(post.content)).toBeLessThanOrEqual(SIMILARITY_MAX);
    }
  });

  it("refuses a model's post that repeats a saved one, naming the reason", async () => {
    const server = await startFakeServer(
      (res) => sendJson(res, 200, completion(JSON.stringify({ title: '新品', content: POST, keywords: ['护肤'] }))),
      servers,
    );
    const input = request({ count: 1, savedTexts: [`${POST.replace('💛', '')} #另一个`] });
    const [post] = await providerGenerator(server).generate(input);
    expect(post).toMatchObject({ content: '', refusal: 'duplicate' });
    expect(post?.detail).toContain('saved in the campaign');
    const [fresh] = await providerGenerator(server).generate({
      ...input,
      savedTexts: ['完全不同的一篇关于咖啡的笔记。'],
    });
    expect(fresh?.content).toBe(POST);
  });
});
