/**
 * The language model's use per tenant and month (`model_usage`), which agencies bill their clients by: the calls made
 * (each request for a post, a retry included, answered or not), the posts the model wrote and that were kept, the
 * posts it did not give by reason (refused answers, no answer, out of time, repeats: the built-in writer's in its
 * place), and the tokens its answers report. Months are Kuala Lumpur's (YYYY-MM). One upsert per generation adds to
 * the tenant's month; concurrent ones add up.
 */
import { GENERATOR_REFUSALS, type ModelUsage, type ModelUsageRow } from '@app/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { modelUsageVisible } from '../access';
import type { Db } from '../db';
import { modelUsage, tenants } from '../db/schema';
import type { GeneratorResult, TokenUsage } from '../generator';
import { spreadsheetCsv } from '../http/spreadsheet-csv';
import { statsDay } from '../qr/counting';
import type { Actor } from '../types';

/** What one generation adds to a tenant's month. */
export interface UsageTally {
  calls: number;
  kept: number;
  refused: Record<string, number>;
  tokensIn: number;
  tokensOut: number;
}

/** The month (YYYY-MM, Kuala Lumpur) of an instant. */
export const usageMonth = (ms: number): string => statsDay(ms).slice(0, 7);

/** Counts a generation as it goes: `onModelCall` for each call; `finish` with its posts. */
export function usageCounter() {
  let calls = 0;
  let tokensIn = 0;
  let tokensOut = 0;
  return {
    onModelCall(usage: TokenUsage | undefined): void {
      calls += 1;
      tokensIn += usage?.promptTokens ?? 0;
      tokensOut += usage?.completionTokens ?? 0;
    },
    /** The tally of the generation, or undefined when the model had no part in it (the built-in writer alone). */
    finish(posts: readonly GeneratorResult[]): UsageTally | undefined {
      const kept = posts.filter((post) => post.writer === 'model' && !post.error).length;
      const refused: Record<string, number> = {};
      for (const post of posts) {
        if (post.modelRefusal) refused[post.modelRefusal] = (refused[post.modelRefusal] ?? 0) + 1;
      }
      if (calls === 0 && kept === 0 && Object.keys(refused).length === 0) return undefined;
      return { calls, kept, refused, tokensIn, tokensOut };
    },
  };
}

/** Adds a generation's tally to the tenant's month (the refusals by reason added key by key). */
export async function recordModelUsage(db: Db, tenantId: string, month: string, tally: UsageTally): Promise<void> {
  await db
    .insert(modelUsage)
    .values({ tenantId, month, ...tally })
    .onConflictDoUpdate({
      target: [modelUsage.tenantId, modelUsage.month],
      set: {
        calls: sql`${modelUsage.calls} + excluded.calls`,
        kept: sql`${modelUsage.kept} + excluded.kept`,
        tokensIn: sql`${modelUsage.tokensIn} + excluded.tokens_in`,
        tokensOut: sql`${modelUsage.tokensOut} + excluded.tokens_out`,
        refused: sql`(
          select coalesce(jsonb_object_agg(reason, total), '{}'::jsonb)
          from (
            select key as reason, sum(value::bigint) as total
            from (
              select * from jsonb_each_text(${modelUsage.refused})
              union all
              select * from jsonb_each_text(excluded.refused)
            ) as counts
            group by key
          ) as sums
        )`,
      },
    });
}

/** The month's rows the viewer sees (an administrator every tenant's, a tenant its own), by business name. */
export async function modelUsageOf(db: Db, actor: Actor, month: string): Promise<ModelUsage> {
  const rows = await db
    .select({
      tenantId: modelUsage.tenantId,
      tenantName: tenants.name,
      calls: modelUsage.calls,
      kept: modelUsage.kept,
      refused: modelUsage.refused,
      tokensIn: modelUsage.tokensIn,
      tokensOut: modelUsage.tokensOut,
    })
    .from(modelUsage)
    .innerJoin(tenants, eq(tenants.id, modelUsage.tenantId))
    .where(and(eq(modelUsage.month, month), modelUsageVisible(actor)))
    .orderBy(asc(tenants.name), asc(modelUsage.tenantId));
  return {
    month,
    rows: rows.map((row): ModelUsageRow => ({
      ...row,
      calls: Number(row.calls),
      kept: Number(row.kept),
      tokensIn: Number(row.tokensIn),
      tokensOut: Number(row.tokensOut),
      refused: Object.fromEntries(Object.entries(row.refused).map(([reason, n]) => [reason, Number(n)])),
    })),
  };
}

/** Posts a row's model did not give, every reason together. */
export const refusedTotal = (row: Pick<ModelUsageRow, 'refused'>): number =>
  Object.values(row.refused).reduce((sum, n) => sum + n, 0);

export const MODEL_USAGE_CSV_COLUMNS = [
  'Month',
  'Business',
  'Model calls',
  'Posts kept',
  'Posts refused',
  ...GENERATOR_REFUSALS.map((reason) => `Refused: ${reason}`),
  'Tokens in',
  'Tokens out',
] as const;

/** The month's figures as CSV, a row per tenant, the same as the JSON. */
export function modelUsageCsv(usage: ModelUsage): string {
  return spreadsheetCsv(
    MODEL_USAGE_CSV_COLUMNS,
    usage.rows.map((row) => [
      usage.month,
      row.tenantName,
      row.calls,
      row.kept,
      refusedTotal(row),
      ...GENERATOR_REFUSALS.map((reason) => row.refused[reason] ?? 0),
      row.tokensIn,
      row.tokensOut,
    ]),
  );
}
