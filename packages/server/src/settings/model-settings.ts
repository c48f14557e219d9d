/**
 * Where the generator's language model comes from: the GENERATOR_* environment variables when any is set (they
 * win, and the panel is read-only), else the row saved from the admin panel (`model_settings`), else none (the
 * built-in writer). Each instance reads the row at most once per `ttlMs`, so a save through any instance is used
 * by every other within seconds, without a restart; the saving instance drops its copy at once.
 */
import { eq } from 'drizzle-orm';
import { MODEL_DEFAULTS, keyHint, type ModelSettingsBody, type ModelSettingsView } from '@app/contract';
import type { Db } from '../db';
import { modelSettings } from '../db/schema';
import type { SecretBox } from './secret-box';

/** What the generator calls: a complete endpoint. */
export interface ModelEndpoint {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  concurrency: number;
}

export interface EnvModelSettings {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
  concurrency?: number;
}

export const MODEL_SETTINGS_TTL_MS = 5000;

type Row = typeof modelSettings.$inferSelect;

export class ModelSettingsStore {
  private cached: { at: number; row: Row | undefined } | undefined;

  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
    private readonly env: EnvModelSettings,
    private readonly now: () => number = Date.now,
    private readonly ttlMs = MODEL_SETTINGS_TTL_MS,
  ) {}

  /** True when the environment sets the model (the panel's values are not used). */
  get fromEnvironment(): boolean {
    return Boolean(this.env.baseUrl || this.env.apiKey || this.env.model);
  }

  private async row(fresh = false): Promise<Row | undefined> {
    const at = this.now();
    if (!fresh && this.cached && at - this.cached.at < this.ttlMs) return this.cached.row;
    const [row] = await this.db.select().from(modelSettings).where(eq(modelSettings.id, 1));
    this.cached = { at, row };
    return row;
  }

  /** What the panel shows: never the key, only its hint. */
  async view(): Promise<ModelSettingsView> {
    if (this.fromEnvironment) {
      return {
        source: 'environment',
        baseUrl: this.env.baseUrl ?? '',
        model: this.env.model ?? '',
        timeoutMs: this.env.timeoutMs ?? MODEL_DEFAULTS.timeoutMs,
        concurrency: this.env.concurrency ?? MODEL_DEFAULTS.concurrency,
        keyHint: this.env.apiKey ? keyHint(this.env.apiKey) : null,
        updatedAt: null,
      };
    }
    const row = await this.row(true);
    if (!row) {
      return { source: 'none', baseUrl: '', model: '', ...MODEL_DEFAULTS, keyHint: null, updatedAt: null };
    }
    return {
      source: row.apiKeyEncrypted ? 'database' : 'none',
      baseUrl: row.baseUrl,
      model: row.model,
      timeoutMs: row.timeoutMs,
      concurrency: row.concurrency,
      keyHint: row.apiKeyEncrypted ? row.apiKeyHint : null,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** The key in use, decrypted (for the connection test with the saved key): the environment's when it wins. */
  async storedKey(): Promise<string | undefined> {
    if (this.fromEnvironment) return this.env.apiKey;
    const row = await this.row(true);
    return row?.apiKeyEncrypted ? this.box.open(row.apiKeyEncrypted) : undefined;
  }

  /** Saves the panel's values; a blank `apiKey` keeps the stored key, `clearKey` removes it. */
  async save(body: ModelSettingsBody): Promise<ModelSettingsView> {
    const newKey = body.apiKey?.trim() ?? '';
    const key = body.clearKey
      ? { apiKeyEncrypted: null, apiKeyHint: null }
      : newKey
        ? { apiKeyEncrypted: this.box.seal(newKey), apiKeyHint: keyHint(newKey) }
        : {};
    const values = {
      baseUrl: body.baseUrl.replace(/\/+$/, ''),
      model: body.model,
      timeoutMs: body.timeoutMs,
      concurrency: body.concurrency,
      updatedAt: new Date(this.now()),
    };
    await this.db
      .insert(modelSettings)
      .values({ id: 1, ...values, apiKeyEncrypted: null, apiKeyHint: null, ...key })
      .onConflictDoUpdate({ target: modelSettings.id, set: { ...values, ...key } });
    this.cached = undefined;
    return this.view();
  }

  /** The endpoint the generator uses now: the environment's, or the saved one with a key; else undefined. */
  async endpoint(): Promise<ModelEndpoint | undefined> {
    if (this.fromEnvironment) {
      const { baseUrl, apiKey, model } = this.env;
      if (!baseUrl || !apiKey || !model) return undefined;
      return {
        baseUrl,
        apiKey,
        model,
        timeoutMs: this.env.timeoutMs ?? MODEL_DEFAULTS.timeoutMs,
        concurrency: this.env.concurrency ?? MODEL_DEFAULTS.concurrency,
      };
    }
    const row = await this.row();
    const apiKey = row?.apiKeyEncrypted ? this.box.open(row.apiKeyEncrypted) : undefined;
    if (!row || !apiKey) return undefined;
    return { baseUrl: row.baseUrl, apiKey, model: row.model, timeoutMs: row.timeoutMs, concurrency: row.concurrency };
  }
}
