import { describe, expect, it } from 'vitest';
import { EnvError, readEnv } from './env';

/** readEnv's problem lines for `source`, or [] when it parsed. */
function problems(source: Record<string, string>): string[] {
  try {
    readEnv({ STATIC_DIR: '/srv/app', ...source });
    return [];
  } catch (error) {
    if (error instanceof EnvError) return error.lines;
    throw error;
  }
}

describe('readEnv', () => {
  it('leaves unset and blank variables out, so the server keeps its defaults', () => {
    expect(readEnv({ STATIC_DIR: '/srv/app', PORT: '', HOST: '   ', DATABASE_URL: '' })).toEqual({
      generatorSettings: {},
      staticDir: '/srv/app',
    });
  });

  it('reads every variable, trimmed, as the type the server uses', () => {
    expect(
      readEnv({
        PORT: ' 8080 ',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/app',
        DATABASE_URL: 'postgresql://app:secret@db.internal:5432/backoffice',
        ADMIN_USERNAME: 'root',
        ADMIN_PASSWORD: 'change-me',
        JWT_SECRET: 'jwt',
        PUBLIC_URL: 'https://backoffice.example.com',
        STATIC_DIR: '/srv/app',
        GENERATOR_BASE_URL: 'http://127.0.0.1:11434/v1',
        GENERATOR_API_KEY: 'ollama',
        GENERATOR_MODEL: 'qwen2.5',
        GENERATOR_TIMEOUT_MS: '45000',
        GENERATOR_CONCURRENCY: '2',
        S3_BUCKET: 'files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'ap-southeast-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_SESSION_TOKEN: 'session',
        S3_FORCE_PATH_STYLE: 'TRUE',
        TRUST_PROXY: '1',
        LOG_REQUESTS: '0',
        MEDIA_CONCURRENCY: '3',
        LIST_CACHE_BYTES: '0',
        LIST_CACHE_TTL_SECONDS: '5',
        LIVE_STREAMS_PER_ACCOUNT: '5',
        PRINT_FONT_PATH: ' /opt/fonts/NotoSansSC-Regular.otf ',
        PRINT_FONT_FACE: 'NotoSansSC-Regular',
      }),
    ).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/app',
      databaseUrl: 'postgresql://app:secret@db.internal:5432/backoffice',
      adminUsername: 'root',
      adminPassword: 'change-me',
      jwtSecret: 'jwt',
      publicUrl: 'https://backoffice.example.com',
      staticDir: '/srv/app',
      generatorSettings: {
        baseUrl: 'http://127.0.0.1:11434/v1',
        apiKey: 'ollama',
        model: 'qwen2.5',
        timeoutMs: 45_000,
        concurrency: 2,
      },
      s3: {
        bucket: 'files',
        endpoint: 'http://minio:9000',
        region: 'ap-southeast-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        sessionToken: 'session',
        forcePathStyle: true,
      },
      trustedProxies: 1,
      quiet: true,
      mediaConcurrency: 3,
      listCacheBytes: 0,
      listCacheTtlMs: 5000,
      liveStreamsPerAccount: 5,
      printFontPath: '/opt/fonts/NotoSansSC-Regular.otf',
      printFontFace: 'NotoSansSC-Regular',
    });
  });

  it('takes PORT=0 (a free port), and 1 / false for the switches', () => {
    expect(readEnv({ STATIC_DIR: '/s', PORT: '0', LOG_REQUESTS: '1', TRUST_PROXY: '0' })).toEqual({
      generatorSettings: {},
      staticDir: '/s',
      port: 0,
      trustedProxies: 0,
    });
    const s3 = readEnv({
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(s3.s3).toEqual({ bucket: 'b', accessKeyId: 'k', secretAccessKey: 's' });
  });

  it('reads S3 credentials, region and session token from the AWS_* names when the S3_* ones are unset', () => {
    expect(
      readEnv({
        S3_BUCKET: 'files',
        AWS_ACCESS_KEY_ID: 'key',
        AWS_SECRET_ACCESS_KEY: 'secret',
        AWS_REGION: 'eu-west-1',
        AWS_SESSION_TOKEN: 'token',
      }).s3,
    ).toEqual({
      bucket: 'files',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      region: 'eu-west-1',
      sessionToken: 'token',
    });
    // the S3_* names win
    expect(
      readEnv({ S3_BUCKET: 'f', S3_ACCESS_KEY_ID: 's3', AWS_ACCESS_KEY_ID: 'aws', AWS_SECRET_ACCESS_KEY: 'x' }).s3,
    ).toMatchObject({ accessKeyId: 's3', secretAccessKey: 'x' });
    // AWS_* alone does not switch S3 on
    expect(readEnv({ AWS_ACCESS_KEY_ID: 'key', AWS_SECRET_ACCESS_KEY: 'secret' }).s3).toBeUndefined();
  });

  it('answers each bad value with one line naming the variable, what it got and what it expects', () => {
    const cases: [Record<string, string>, string][] = [
      [{ PORT: 'abc' }, 'PORT is "abc", expected a port number from 0 to 65535'],
      [{ PORT: '65536' }, 'PORT is "65536", expected a port number from 0 to 65535'],
      [{ PORT: '-1' }, 'PORT is "-1", expected a port number from 0 to 65535'],
      [{ PORT: '80.5' }, 'PORT is "80.5", expected a port number from 0 to 65535'],
      [{ S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE is "maybe", expected true or false (or 1 or 0)'],
      [{ LOG_REQUESTS: 'off' }, 'LOG_REQUESTS is "off", expected true or false (or 1 or 0)'],
      [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY is "yes", expected a whole number of proxies, 0 or more'],
      [
        { GENERATOR_TIMEOUT_MS: '0' },
        'GENERATOR_TIMEOUT_MS is "0", expected a whole number of milliseconds, 1 or more',
      ],
      [{ GENERATOR_CONCURRENCY: '1.5' }, 'GENERATOR_CONCURRENCY is "1.5", expected a whole number, 1 or more'],
      [
        { GENERATOR_BASE_URL: 'api.openai.com/v1' },
        'GENERATOR_BASE_URL is "api.openai.com/v1", expected an http:// or https:// URL',
      ],
      [{ PUBLIC_URL: 'ftp://example.com' }, 'PUBLIC_URL is "ftp://example.com", expected an http:// or https:// URL'],
      [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT is "minio:9000", expected an http:// or https:// URL'],
      [
        { DATABASE_URL: 'localhost:5432/db' },
        'DATABASE_URL is "localhost:…", expected a postgres:// or postgresql:// URL',
      ],
      [
        { S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' },
        'S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY) are needed too',
      ],
    ];
    for (const [source, line] of cases) expect(problems(source), JSON.stringify(source)).toEqual([line]);
  });

  it('takes a PostgreSQL socket URL without a host', () => {
    expect(readEnv({ DATABASE_URL: 'postgresql:///backoffice?host=/var/run/postgresql' }).databaseUrl).toBe(
      'postgresql:///backoffice?host=/var/run/postgresql',
    );
  });

  it('never prints the password of a bad DATABASE_URL, only its scheme', () => {
    const lines = problems({ DATABASE_URL: 'mysql://app:hunter2@db.internal/backoffice' });
    expect(lines).toEqual(['DATABASE_URL is "mysql://…", expected a postgres:// or postgresql:// URL']);
    expect(problems({ DATABASE_URL: 'hunter2' })).toEqual([
      'DATABASE_URL is "…", expected a postgres:// or postgresql:// URL',
    ]);
  });

  it('names every bad variable at once, one line each', () => {
    expect(problems({ PORT: 'abc', S3_FORCE_PATH_STYLE: 'maybe', HOST: 'fine' })).toEqual([
      'PORT is "abc", expected a port number from 0 to 65535',
      'S3_FORCE_PATH_STYLE is "maybe", expected true or false (or 1 or 0)',
    ]);
  });
});
