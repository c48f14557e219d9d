/**
 * POST /api/redbook/generate: `count` posts for the business (the tenant's, or for an administrator the campaign's
 * tenant's industry and name), its campaign and the notes of the picked photos (generator-context.ts); with
 * `save: true` they are also stored as contents (generator-save.ts). POST /api/redbook/generate/stream: the same,
 * each post sent as soon as it is written (NDJSON, @app/contract's GenerateStreamLine). A generation that wrote a
 * post is remembered as the campaign's last settings for its platform (generator-settings.ts, GET /settings), and
 * the language model's part in it is added to the tenant's month (stats/model-usage.ts). Each account may start a
 * limited number of generations a minute and the server runs a limited number at once (429 beyond either). A refused
 * post says why (`refusal`); what went wrong in detail goes to the server's log.
 */
import {
  GENERATE_STREAM_MEDIA,
  apiErrorBody,
  generatorRequestSchema,
  type GenerateStreamLine,
  type GeneratedPost,
  type GeneratorRequest,
} from '@app/contract';
import { Hono, type Context } from 'hono';
import { stream } from 'hono/streaming';
import { findVisibleCampaign, ownerFor } from '../access';
import type { Services } from '../context';
import type { AppEnv } from '../types';
import { DEFAULT_LIMITS, GenerationGate, type GenerationHooks, type GeneratorResult } from '../generator';
import { jsonBody } from '../http/body';
import { ApiError, badRequest } from '../http/errors';
import { recordModelUsage, usageCounter, usageMonth } from '../stats/model-usage';
import { businessContext, savedTexts } from './generator-context';
import { saveGenerated } from './generator-save';
import { generatorSettingsRoutes, rememberSettings } from './generator-settings';

/** What the caller sees of a post: why it was refused, never the detail of a failure. */
function publicPost(post: GeneratorResult): GeneratedPost {
  const { title, content, keywords, error, refusal, leftOut, notes, writer, fallback } = post;
  return {
    title,
    content,
    keywords,
    ...(error ? { error } : {}),
    ...(error && refusal ? { refusal } : {}),
    ...(leftOut?.length ? { leftOut } : {}),
    ...(notes?.length ? { notes } : {}),
    ...(writer ? { writer } : {}),
    ...(fallback ? { fallback } : {}),
  };
}

type GeneratorContext = Context<AppEnv, string, { out: { json: GeneratorRequest } }>;

export function generatorRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const gate = new GenerationGate(services.generator.limits ?? DEFAULT_LIMITS);
  app.route('/settings', generatorSettingsRoutes(services));

  /** The request checked and a slot taken: a generation ready to write, or the 429 answer. */
  const begin = async (c: GeneratorContext) => {
    const actor = c.get('actor');
    const body = c.req.valid('json');
    const campaign = body.campaignId ? await findVisibleCampaign(services.db, actor, body.campaignId) : undefined;
    if (body.save && !campaign) throw badRequest('campaign_not_found');
    const context = await businessContext(services, actor, campaign, body.assetIds ?? []);
    const saved = campaign ? await savedTexts(services, actor, campaign.id) : [];
    // whose month the model's use counts in: the business written for (none for an agency campaign)
    const tenantId = ownerFor(actor, campaign?.tenantId ?? null);
    const entry = await gate.enter(`${actor.role}:${actor.id}`);
    if (!entry.ok) {
      return { refused: c.json(apiErrorBody(entry.code), 429, { 'Retry-After': String(entry.retryAfterSeconds) }) };
    }

    /** Writes the posts, telling `hooks` of each; logs what failed and counts the model's use. */
    const write = async (hooks: GenerationHooks = {}): Promise<GeneratorResult[]> => {
      const usage = usageCounter();
      let posts: GeneratorResult[];
      try {
        posts = await services.generator.generate(
          {
            platform: body.platform,
            language: body.language,
            ...context,
            savedTexts: saved,
            productType: body.productType,
            productName: body.productName,
            targetAudience: body.targetAudience,
            benefits: body.benefits,
            promotion: body.promotion,
            location: body.location,
            tone: body.tone,
            voice: body.voice,
            additionalDetails: body.additionalDetails,
            count: body.count,
            keywords: body.keywords,
          },
          { ...hooks, onModelCall: (tokens) => usage.onModelCall(tokens) },
        );
      } finally {
        entry.release();
      }
      posts.forEach((post, index) => {
        if (post.detail) services.log(`generator: post ${index + 1} of ${posts.length} failed: ${post.detail}`);
      });
      const tally = usage.finish(posts);
      if (tally && tenantId) await recordModelUsage(services.db, tenantId, usageMonth(services.now()), tally);
      return posts;
    };

    /** Remembers the form and saves the posts when asked. */
    const keep = async (posts: readonly GeneratorResult[]): Promise<void> => {
      // the form that wrote a post is the one to open with next time (generator-settings.ts)
      if (campaign && posts.some((post) => !post.error)) await rememberSettings(services, actor, campaign, body);
      if (campaign && body.save) await saveGenerated(services, actor, campaign, body, posts, c.var.tab);
    };

    return { count: body.count, write, keep };
  };

  app.post('/generate', jsonBody(generatorRequestSchema), async (c) => {
    const run = await begin(c);
    if ('refused' in run) return run.refused;
    const posts = await run.write();
    await run.keep(posts);
    return c.json(posts.map(publicPost));
  });

  app.post('/generate/stream', jsonBody(generatorRequestSchema), async (c) => {
    const run = await begin(c);
    if ('refused' in run) return run.refused;
    c.header('Content-Type', GENERATE_STREAM_MEDIA);
    c.header('Cache-Control', 'no-store');
    // a proxy in front passes each line on as it comes
    c.header('X-Accel-Buffering', 'no');
    return stream(c, async (out) => {
      // one line at a time, in the order they are told
      let lines = Promise.resolve();
      const send = (line: GenerateStreamLine) => {
        lines = lines.then(() => out.write(`${JSON.stringify(line)}\n`)).then(() => undefined);
        return lines;
      };
      void send({ type: 'start', count: run.count });
      try {
        const posts = await run.write({
          onPost: (index, post) => void send({ type: 'post', index, post: publicPost(post) }),
        });
        await run.keep(posts);
        await send({ type: 'end', count: posts.length });
      } catch (error) {
        const known = error instanceof ApiError ? error.body : undefined;
        if (!known)
          c.var.log.error(
            { err: error },
            `the generation failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        const { code, message, params } = known ?? apiErrorBody('internal_error');
        await send({ type: 'error', code, message, ...(params ? { params } : {}) });
      }
    });
  });

  return app;
}
