/**
 * File storage in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, …), for deployments where several servers
 * must read each other's uploads. Requests are signed with AWS Signature V4 (aws4fetch); files are still served
 * through this server's signed /files/_signed/… URLs, so the bucket can stay private.
 */
import { AwsClient } from 'aws4fetch';
import { StorageUnavailableError } from '../http/errors';
import { contentTypeOf, isObjectKey, type FileStorage } from './storage';

export interface S3Settings {
  bucket: string;
  /** Default https://s3.{region}.amazonaws.com */
  endpoint?: string;
  /** Default us-east-1. */
  region?: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  /** `{endpoint}/{bucket}/{key}` instead of `{bucket}.{endpoint host}/{key}` (MinIO and most self-hosted servers). */
  forcePathStyle?: boolean;
  /** Per-request time limit in milliseconds. Default 30 s. */
  timeoutMs?: number;
}

/** Connects to the bucket and checks that it answers; throws a message naming the bucket otherwise. */
export async function createS3Storage(settings: S3Settings): Promise<FileStorage> {
  const region = settings.region ?? 'us-east-1';
  const endpoint = new URL(settings.endpoint ?? `https://s3.${region}.amazonaws.com`);
  const base = settings.forcePathStyle
    ? `${endpoint.origin}${endpoint.pathname.replace(/\/+$/, '')}/${settings.bucket}`
    : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}`;
  const timeoutMs = settings.timeoutMs ?? 30_000;
  const aws = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    ...(settings.sessionToken ? { sessionToken: settings.sessionToken } : {}),
    region,
    service: 's3',
    retries: 2,
  });

  const send = async (
    method: string,
    key: string | null,
    init: { body?: BodyInit; headers?: Record<string, string> } = {},
  ) => {
    if (key !== null && !isObjectKey(key)) throw new Error('invalid object key');
    const url = key === null ? `${base}/` : `${base}/${key}`;
    try {
      return await aws.fetch(url, { method, ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new StorageUnavailableError(
        `S3 ${method} ${url} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
  const fail = async (response: Response, what: string): Promise<never> => {
    const detail = (await response.text().catch(() => '')).match(/<Code>([^<]+)<\/Code>/)?.[1] ?? response.statusText;
    throw new StorageUnavailableError(`S3 ${what} answered ${response.status} ${detail}`);
  };

  const answered = await send('HEAD', null);
  await answered.body?.cancel();
  if (!answered.ok) {
    throw new Error(
      `S3 bucket "${settings.bucket}" at ${endpoint.origin} answered ${answered.status}` +
        (answered.status === 404
          ? ' (no such bucket)'
          : answered.status === 403
            ? ' (check the access key and secret)'
            : ''),
    );
  }

  return {
    async check() {
      const response = await send('HEAD', null);
      await response.body?.cancel();
      if (!response.ok) await fail(response, `HEAD bucket ${settings.bucket}`);
    },
    async put(key, data) {
      const response = await send('PUT', key, {
        body: data as Uint8Array<ArrayBuffer>,
        headers: { 'Content-Type': contentTypeOf(key) },
      });
      if (!response.ok) await fail(response, `PUT ${key}`);
      await response.body?.cancel();
    },
    async size(key) {
      const response = await send('HEAD', key);
      if (response.status === 404) return null;
      if (!response.ok) await fail(response, `HEAD ${key}`);
      return Number(response.headers.get('content-length'));
    },
    async get(key, range) {
      const response = await send('GET', key, range ? { headers: { Range: `bytes=${range.start}-${range.end}` } } : {});
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) await fail(response, `GET ${key}`);
      const total = response.headers.get('content-range')?.match(/\/(\d+)$/)?.[1];
      const size = Number(total ?? response.headers.get('content-length'));
      return { size, body: response.body as ReadableStream<Uint8Array> };
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) await fail(response, `DELETE ${key}`);
      await response.body?.cancel();
    },
  };
}
