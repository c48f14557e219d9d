/**
 * Operators' commands, run with the server's environment (DATA_DIR, DATABASE_URL, S3_*), bundled with the server:
 *   npm run admin:reset -- USERNAME   a new password for an administrator (created if missing), active, signed out
 *   npm run backup -- FILE            the embedded database and every stored file into one archive (server stopped)
 *   npm run restore -- FILE           that archive into an empty DATA_DIR
 * Each prints what it did, or one line saying why it could not, and exits with 0 or 1.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { resetAdmin } from './auth/reset-admin';
import { openDatabase } from './db';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { EnvError, readEnv } from './env';
import { backup, restore } from './ops/backup';
import { formatBytes } from './storage/quota';
import { createS3Storage } from './storage/s3';
import { createLocalStorage, type FileStorage } from './storage/storage';

/** "1 file", "2 files". */
const fileCount = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;

const USAGE = [
  'npm run admin:reset -- USERNAME   give an administrator a new password (prints it), reactivate it, sign it out',
  'npm run backup -- FILE            write the embedded database and the stored files to FILE (server stopped)',
  'npm run restore -- FILE           restore FILE into an empty DATA_DIR',
].join('\n');

class UsageError extends Error {}

/** The server's settings from the environment (read inside the commands, so a bad variable is one clear line). */
function settings() {
  const options = readEnv(process.env);
  return { options, dataDir: path.resolve(options.dataDir ?? './data') };
}

function storageOf({ options, dataDir }: ReturnType<typeof settings>): Promise<FileStorage> | FileStorage {
  return options.s3 ? createS3Storage(options.s3) : createLocalStorage(path.join(dataDir, 'files'));
}

/** The embedded database is one process's: the server must be stopped (its lock says when it is not). */
function lockEmbedded({ options, dataDir }: ReturnType<typeof settings>) {
  if (options.databaseUrl) return undefined;
  mkdirSync(dataDir, { recursive: true });
  return lockDataDir(dataDir);
}

async function adminReset(username: string | undefined): Promise<void> {
  if (!username?.trim()) throw new UsageError('Name the administrator: npm run admin:reset -- USERNAME');
  const current = settings();
  const { options, dataDir } = current;
  const lock = lockEmbedded(current);
  const database = await openDatabase({
    dataDir,
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
  });
  try {
    const reset = await resetAdmin(database.db, username.trim());
    // running servers on the same PostgreSQL drop their cached accounts at once
    if (database.url) {
      const message = JSON.stringify({ kinds: ['admin'], tenants: [] });
      await database.db.execute(sql`SELECT pg_notify('app_events', ${message})`);
    }
    console.log(
      `${reset.created ? 'Created the administrator' : 'Reset the administrator'} "${reset.username}": ` +
        `password "${reset.password}" (shown only once). It is active; its other sessions were ended.`,
    );
  } finally {
    await database.close();
    lock?.release();
  }
}

/** The settings for a command on the embedded database only. */
function embeddedOnly(command: string) {
  const current = settings();
  if (current.options.databaseUrl) {
    throw new UsageError(
      `npm run ${command} is for the embedded database. With DATABASE_URL, use pg_dump / pg_restore and copy the ` +
        'stored files (DATA_DIR/files or the S3 bucket): see "Operating it" in the README.',
    );
  }
  return current;
}

/** Runs `backup` or `restore` of the embedded database with the archive named on the command line. */
async function withArchive(command: 'backup' | 'restore', file: string | undefined, run: typeof backup) {
  if (!file) throw new UsageError(`Name the archive: npm run ${command} -- FILE`);
  const current = embeddedOnly(command);
  const manifest = await run({ dataDir: current.dataDir, storage: await storageOf(current), file: path.resolve(file) });
  return { dataDir: current.dataDir, manifest };
}

async function backupTo(file: string | undefined): Promise<void> {
  const { dataDir, manifest } = await withArchive('backup', file, backup);
  console.log(
    `Backed up ${dataDir} to ${file}: the database and ${fileCount(manifest.files)} (${formatBytes(manifest.bytes)})`,
  );
}

async function restoreFrom(file: string | undefined): Promise<void> {
  const { dataDir, manifest } = await withArchive('restore', file, restore);
  console.log(
    `Restored ${file} (made ${manifest.createdAt}) into ${dataDir}: the database and ${fileCount(manifest.files)}. ` +
      'Start the server to use it.',
  );
}

const [command, argument] = process.argv.slice(2);
const commands: Record<string, (argument: string | undefined) => Promise<void>> = {
  'admin-reset': adminReset,
  backup: backupTo,
  restore: restoreFrom,
};

try {
  const run = command ? commands[command] : undefined;
  if (!run) throw new UsageError(USAGE);
  await run(argument);
} catch (error) {
  if (error instanceof EnvError) {
    for (const line of error.lines) console.error(`Could not run ${command}: ${line}`);
  } else if (error instanceof DataDirLockedError) {
    console.error(`${error.message} (npm run ${command} needs the server stopped)`);
  } else {
    console.error(
      error instanceof UsageError ? error.message : `Could not run ${command}: ${(error as Error).message}`,
    );
  }
  process.exitCode = 1;
}
