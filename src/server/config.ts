import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { isIsoDate } from '../lib/dates.ts';

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** SQLite database file; created and filled with the content folder on first start. */
  DATABASE_PATH: z.string().default('data/college.sqlite'),
  /** Backend the web reads through the contract; default: this process's own /api. */
  API_URL: z.url().optional(),
  /** How long the web keeps an API answer fresh, in ms (0: no cache). */
  API_CACHE_TTL_MS: z.coerce.number().int().min(0).default(15_000),
  /** Content folder imported into an empty database, and read for the college's own texts. */
  CONTENT_DIR: z.string().default('content/demo'),
  UPLOADS_DIR: z.string().default('data/uploads'),
  /** Public address of the uploads location (the file-reference rule of SPEC §5). */
  UPLOADS_URL: z.string().default('/uploads'),
  /** Fixes the server's idea of today (YYYY-MM-DD), for tests and demos. */
  TODAY: z
    .string()
    .refine(isIsoDate, 'must be a date YYYY-MM-DD')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TIME_ZONE: z.string().default('Asia/Kolkata'),
  /** Target of the floating online-admission button. */
  ADMISSION_URL: z.url().default('https://admission.example.edu.in/'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  databasePath: string;
  apiUrl: string | undefined;
  apiCacheTtlMs: number;
  contentDir: string;
  uploadsDir: string;
  uploadsUrl: string;
  today: string | undefined;
  timeZone: string;
  admissionUrl: string;
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
    uploadsUrl: e.UPLOADS_URL,
    today: e.TODAY,
    timeZone: e.TIME_ZONE,
    admissionUrl: e.ADMISSION_URL,
    logLevel: e.LOG_LEVEL,
  };
}
