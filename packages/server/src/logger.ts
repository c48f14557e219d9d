/**
 * The server's log: pino, one JSON object per line in production, readable lines in development. A line never
 * carries a password, token, cookie or secret: the request log names the method, path (never the query), status
 * and time only, and fields with those names are redacted wherever they appear as a safety net.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Field names whose values never reach a log line, at the top level or one level down. */
const SECRET_FIELDS = [
  'password',
  'passwordHash',
  'token',
  'authorization',
  'cookie',
  'set-cookie',
  'secret',
  'apiKey',
  'signature',
];

export interface LoggerOptions {
  level?: LogLevel;
  format?: LogFormat;
  /** Where lines go (tests); default standard output. */
  destination?: DestinationStream;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const format = options.format ?? 'json';
  const destination =
    options.destination ??
    (format === 'pretty'
      ? pretty({ colorize: process.stdout.isTTY, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true })
      : pino.destination({ dest: 1, sync: true }));
  return pino(
    {
      level: options.level ?? 'info',
      redact: { paths: [...SECRET_FIELDS, ...SECRET_FIELDS.map((field) => `*.${field}`)], censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/** A logger that writes nothing (tools and tests that do not read the log). */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
