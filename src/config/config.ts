import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { isIsoDate } from '../lib/dates.ts';

/** An empty value (`API_URL=` in a .env file) means the setting is unset: its default applies. */
const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);
const setting = <T extends z.ZodType>(schema: T) => z.preprocess(unsetWhenEmpty, schema);

/** TRUST_PROXY: true/false, a hop count, or addresses/CIDRs (comma-separated), as Fastify takes. */
const TrustProxy = z.string().transform((value): TrustProxySetting => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  // A hop count: believe that many proxies in front of the server, as Fastify does for a number.
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  return value.split(',').map((part) => part.trim());
});

export type TrustProxySetting = boolean | string[] | ((address: string, hop: number) => boolean);

const Env = z.object({
  PORT: setting(z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: setting(z.string().default('0.0.0.0')),
  /** SQLite database file; created and filled with the content folder on first start. */
  DATABASE_PATH: setting(z.string().default('data/college.sqlite')),
  /** Backend the web reads through the contract; default: this process's own /api. */
  API_URL: setting(z.url().optional()),
  /** How long the web keeps an API answer fresh, in ms (0: no cache). */
  API_CACHE_TTL_MS: setting(z.coerce.number().int().min(0).default(15_000)),
  /** Content folder imported into an empty database, and read for the college's own texts. */
  CONTENT_DIR: setting(z.string().default('content/demo')),
  UPLOADS_DIR: setting(z.string().default('data/uploads')),
  /** Phone-sized images made at import, kept by the bytes of their picture for later imports. */
  IMAGE_CACHE_DIR: setting(z.string().default('data/image-cache')),
  /** Public address of the uploads location (the file-reference rule of SPEC §5). */
  UPLOADS_URL: setting(z.string().default('/uploads')),
  /** Fixes the server's idea of today (YYYY-MM-DD), for tests and demos. */
  TODAY: setting(z.string().refine(isIsoDate, 'must be a date YYYY-MM-DD').optional()),
  TIME_ZONE: setting(z.string().default('Asia/Kolkata')),
  /** Target of the floating online-admission button. */
  ADMISSION_URL: setting(z.url().default('https://admission.example.edu.in/')),
  /** Which proxies to believe for the client's address and protocol (X-Forwarded-*). */
  TRUST_PROXY: setting(TrustProxy.default(false)),
  /** How long a shutdown waits for requests in flight before it gives up, in ms. */
  SHUTDOWN_TIMEOUT_MS: setting(z.coerce.number().int().min(0).default(10_000)),
  LOG_LEVEL: setting(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

export interface Config {
  port: number;
  host: string;
  databasePath: string;
  apiUrl: string | undefined;
  apiCacheTtlMs: number;
  contentDir: string;
  uploadsDir: string;
  imageCacheDir: string;
  uploadsUrl: string;
  today: string | undefined;
  timeZone: string;
  admissionUrl: string;
  trustProxy: TrustProxySetting;
  shutdownTimeoutMs: number;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
}

/** Reads and validates the configuration; a .env file in the working folder is read first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  if (env === process.env && existsSync('.env')) process.loadEnvFile('.env');
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databasePath: e.DATABASE_PATH === ':memory:' ? e.DATABASE_PATH : resolve(e.DATABASE_PATH),
    apiUrl: e.API_URL,
    apiCacheTtlMs: e.API_CACHE_TTL_MS,
    contentDir: resolve(e.CONTENT_DIR),
    uploadsDir: resolve(e.UPLOADS_DIR),
    imageCacheDir: resolve(e.IMAGE_CACHE_DIR),
    uploadsUrl: e.UPLOADS_URL,
    today: e.TODAY,
    timeZone: e.TIME_ZONE,
    admissionUrl: e.ADMISSION_URL,
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
  };
}
