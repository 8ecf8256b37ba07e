import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { isIsoDate } from '../lib/dates.ts';
import { isAddressOrRange } from '../lib/address-ranges.ts';

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

/** AUTO_IMPORT: 1/0 (or true/false). */
const Flag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

/** A duration in milliseconds; 0 turns the limit off where the setting says so. */
const Millis = z.coerce.number().int().min(0);
/**
 * Page renders that may wait for a place at once, when they wait RENDER_WAIT_MS at most: as many
 * as the refusal pace holds (security/refusal-pace.ts), a timer and a socket each.
 */
const RENDERS_WAITING = 1000;

export type TrustProxySetting = boolean | string[] | ((address: string, hop: number) => boolean);

const Env = z
  .object({
    /** Which addresses this copy serves: everything, only /api and /uploads, or only the pages. */
    SERVE: setting(z.enum(['all', 'api', 'site', 'studio']).default('all')),
    /** The staff studio (decision 037): its own port, so its own origin; off leaves it out. */
    STUDIO: setting(z.enum(['on', 'off']).default('on')),
    STUDIO_PORT: setting(z.coerce.number().int().min(0).max(65535).default(3001)),
    /**
     * The studio's address as staff's browsers see it (https://studio.college.example behind a
     * proxy): a write whose Origin is another is refused. Unset: http://localhost:STUDIO_PORT.
     */
    STUDIO_ORIGIN: setting(z.url({ protocol: /^https?$/ }).optional()),
    /** A studio session ends after this long without a request, and after the absolute limit. */
    STUDIO_IDLE_MINUTES: setting(z.coerce.number().int().min(1).default(30)),
    STUDIO_SESSION_HOURS: setting(z.coerce.number().int().min(1).default(12)),
    /** How often the studio looks for scheduled changes whose time has come, in ms (decision 088). */
    SCHEDULE_POLL_MS: setting(z.coerce.number().int().min(100).max(60_000).default(5000)),
    PORT: setting(z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: setting(z.string().default('0.0.0.0')),
    /** SQLite database file; created and filled with the content folder on first start. */
    DATABASE_PATH: setting(z.string().default('data/college.sqlite')),
    /** A PostgreSQL database instead of SQLite: postgres://user:password@host:port/database. */
    DATABASE_URL: setting(
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// address' }).optional(),
    ),
    /** How many connections each process keeps open to PostgreSQL. */
    DATABASE_POOL_SIZE: setting(z.coerce.number().int().min(1).max(1000).default(10)),
    /**
     * How long one database query may take, in ms: PostgreSQL's statement timeout (and the wait
     * for a connection); SQLite's wait for a lock held by another process.
     */
    DB_QUERY_TIMEOUT_MS: setting(z.coerce.number().int().min(100).default(5000)),
    /** Backend the web reads through the contract; default: this process's own /api. */
    API_URL: setting(z.url().optional()),
    /** With API_URL: how long the pages reuse the backend's answer, in ms (0: no cache). */
    API_CACHE_TTL_MS: setting(z.coerce.number().int().min(0).default(15_000)),
    /** How long one API call of a page may take, and a page's calls in all, in ms. */
    API_TIMEOUT_MS: setting(z.coerce.number().int().min(1).default(3000)),
    /** on/off: the cache of rendered pages (off: every page rendered afresh). */
    PAGE_CACHE: setting(z.enum(['on', 'off']).default('on')),
    /** How long a rendered page is fresh, in ms (0 turns the cache off). */
    PAGE_CACHE_TTL_MS: setting(z.coerce.number().int().min(0).default(60_000)),
    /** Bytes of rendered pages kept (with their brotli and gzip forms). */
    PAGE_CACHE_MAX_BYTES: setting(
      z.coerce
        .number()
        .int()
        .min(0)
        .default(64 * 1024 * 1024),
    ),
    /** How often the server asks whether new content was imported, in ms (0: never). */
    CONTENT_VERSION_POLL_MS: setting(z.coerce.number().int().min(0).default(1000)),
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
    /**
     * The site's public address (origin) for absolute links: canonical, og:url, feeds, sitemap,
     * calendars. Unset: the college's `website` from the content. Never taken from a request.
     */
    PUBLIC_URL: setting(z.url({ protocol: /^https?$/ }).optional()),
    /** Target of the floating online-admission button. */
    ADMISSION_URL: setting(z.url().default('https://admission.example.edu.in/')),
    /** Which proxies to believe for the client's address and protocol (X-Forwarded-*). */
    TRUST_PROXY: setting(TrustProxy.default(false)),
    /** How long a shutdown waits for requests in flight before it gives up, in ms. */
    SHUTDOWN_TIMEOUT_MS: setting(z.coerce.number().int().min(0).default(10_000)),
    /** Fill an empty database from CONTENT_DIR at start (1); with 0 an empty database stops the start. */
    AUTO_IMPORT: setting(Flag.default(true)),
    /**
     * Slow clients: the whole request head, the whole request, an idle keep-alive connection (longer
     * than a proxy's idle timeout for its upstream connections, so the proxy never reuses a closed one).
     */
    HEADERS_TIMEOUT_MS: setting(Millis.default(10_000)),
    REQUEST_TIMEOUT_MS: setting(Millis.default(30_000)),
    KEEP_ALIVE_TIMEOUT_MS: setting(Millis.default(72_000)),
    /** A socket with no traffic at all for this long is closed (0: never). */
    CONNECTION_TIMEOUT_MS: setting(Millis.default(120_000)),
    /** Requests a minute from one client address to the API; pages are not counted (0: no limit). */
    RATE_LIMIT_PER_MINUTE: setting(z.coerce.number().int().min(0).default(1200)),
    /** File downloads a minute from one client address: /getfiledata, CVs, gallery images. */
    RATE_LIMIT_FILES_PER_MINUTE: setting(z.coerce.number().int().min(0).default(120)),
    /**
     * Pages one client address may have rendered afresh a minute (pages not kept, searches); kept
     * pages are never counted (0: no budget). Two a second: far above one person browsing with
     * the page cache off, while a flood of new addresses from one client costs little.
     */
    RATE_LIMIT_RENDERS_PER_MINUTE: setting(z.coerce.number().int().min(0).default(120)),
    /**
     * A refusal for going over a per-address limit (429) is answered after this pause: a client
     * that ignores Retry-After gets one refusal a second per connection, not thousands (0: none).
     */
    REFUSAL_DELAY_MS: setting(Millis.default(1000)),
    /**
     * Page renders at once; beyond them a page not kept waits RENDER_WAIT_MS for a place, then
     * 503; a kept page is served as kept. 0: no bound.
     */
    RENDERS_IN_FLIGHT: setting(
      z.coerce
        .number()
        .int()
        .min(0)
        .default(() => 2 * availableParallelism()),
    ),
    /**
     * How long a page past RENDERS_IN_FLIGHT waits for a place before its 503 (decision 122);
     * 0: no wait, as many as RENDERS_IN_FLIGHT wait their turn and the rest get 503 at once.
     */
    RENDER_WAIT_MS: setting(Millis.default(500)),
    /**
     * Threads that render pages, beside the one that serves (docs/decisions/049). 0: pages are
     * rendered on the serving thread. Default: one on a machine of two CPUs or more (068: kept
     * pages keep their speed whatever is rendered), none on one CPU.
     */
    RENDER_THREADS: setting(
      z.coerce
        .number()
        .int()
        .min(0)
        .max(64)
        .default(() => (availableParallelism() > 1 ? 1 : 0)),
    ),
    /** Addresses or CIDR ranges of the site copies (SERVE=site) whose API calls are not counted. */
    TRUSTED_SITE_ADDRESSES: setting(
      z
        .string()
        .transform((value) => value.split(',').map((part) => part.trim()))
        .pipe(
          z.array(
            z.string().refine(isAddressOrRange, {
              message: 'each entry must be an IP address or a CIDR range (10.0.0.0/24)',
            }),
          ),
        )
        .default([]),
    ),
    /** Files (/getfiledata, CVs) sent at once by this process; beyond it a 503 with Retry-After. */
    FILE_ANSWERS_IN_FLIGHT: setting(z.coerce.number().int().min(1).max(1000).default(4)),
    LOG_LEVEL: setting(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
  })
  .refine((env) => !(env.SERVE === 'studio' && env.STUDIO === 'off'), {
    path: ['STUDIO'],
    message: 'SERVE=studio serves only the studio: it cannot be off',
  })
  // With TRUST_PROXY=true the address is the first of X-Forwarded-For, which a visitor writes.
  .refine((env) => !(env.TRUSTED_SITE_ADDRESSES.length && env.TRUST_PROXY === true), {
    path: ['TRUSTED_SITE_ADDRESSES'],
    message:
      "TRUST_PROXY=true believes any X-Forwarded-For, so a visitor could claim a site copy's " +
      'address: name the proxies in TRUST_PROXY (or a hop count)',
  })
  .refine((env) => env.SERVE !== 'site' || env.API_URL !== undefined, {
    path: ['API_URL'],
    message: 'SERVE=site keeps no database of its own: set API_URL to the API it reads',
  });

export type ServeRole = 'all' | 'api' | 'site' | 'studio';

export interface StudioSettings {
  /** Whether this process opens the studio (SERVE=studio, or SERVE=all with STUDIO=on). */
  enabled: boolean;
  port: number;
  /** The origin staff's browsers use; writes from any other are refused. */
  origin: string;
  idleMs: number;
  sessionMs: number;
  /** How often its scheduler runs what is due (SCHEDULE_POLL_MS). */
  schedulePollMs: number;
}

export interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
  connectionMs: number;
}

export interface Config {
  serve: ServeRole;
  port: number;
  studio: StudioSettings;
  host: string;
  databasePath: string;
  /** Set: PostgreSQL at this address; unset: SQLite at databasePath. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  databaseQueryTimeoutMs: number;
  apiUrl: string | undefined;
  apiCacheTtlMs: number;
  apiTimeoutMs: number;
  /** 0 when the cache is off (PAGE_CACHE=off or PAGE_CACHE_TTL_MS=0). */
  pageCacheTtlMs: number;
  pageCacheMaxBytes: number;
  contentVersionPollMs: number;
  contentDir: string;
  uploadsDir: string;
  imageCacheDir: string;
  uploadsUrl: string;
  today: string | undefined;
  timeZone: string;
  /** Public origin (https://college.example), or undefined: the content's website decides. */
  publicUrl: string | undefined;
  admissionUrl: string;
  trustProxy: TrustProxySetting;
  shutdownTimeoutMs: number;
  autoImport: boolean;
  timeouts: ServerTimeouts;
  /** Per-address limits; a refusal past them is answered after refusalDelayMs. */
  rateLimit: {
    perMinute: number;
    filesPerMinute: number;
    trustedAddresses: string[];
    refusalDelayMs: number;
  };
  /**
   * The bound on page renders in flight, the renders one address may start a minute, and the
   * redirects to canonical addresses it gets a minute before each is held (decision 067).
   */
  renderLimits: {
    inFlight: number;
    queue: number;
    waitMs: number;
    perMinute: number;
    redirectsPerMinute: number;
    refusalDelayMs: number;
  };
  /** Worker threads that render pages; 0: the serving thread renders them. */
  renderThreads: number;
  /** File answers (/getfiledata, CV downloads) sent at once. */
  fileAnswersInFlight: number;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
}

/** Settings that do not validate: the message lists each, for the operator to fix. */
export class ConfigError extends Error {}

/** Reads and validates the configuration; a .env file in the working folder is read first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  if (env === process.env && existsSync('.env')) process.loadEnvFile('.env');
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    serve: e.SERVE,
    port: e.PORT,
    studio: {
      enabled: e.SERVE === 'studio' || (e.SERVE === 'all' && e.STUDIO === 'on'),
      port: e.STUDIO_PORT,
      origin:
        e.STUDIO_ORIGIN === undefined
          ? `http://localhost:${e.STUDIO_PORT}`
          : new URL(e.STUDIO_ORIGIN).origin,
      idleMs: e.STUDIO_IDLE_MINUTES * 60_000,
      sessionMs: e.STUDIO_SESSION_HOURS * 3_600_000,
      schedulePollMs: e.SCHEDULE_POLL_MS,
    },
    host: e.HOST,
    databasePath: e.DATABASE_PATH === ':memory:' ? e.DATABASE_PATH : resolve(e.DATABASE_PATH),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseQueryTimeoutMs: e.DB_QUERY_TIMEOUT_MS,
    apiUrl: e.API_URL,
    apiCacheTtlMs: e.API_CACHE_TTL_MS,
    apiTimeoutMs: e.API_TIMEOUT_MS,
    pageCacheTtlMs: e.PAGE_CACHE === 'off' ? 0 : e.PAGE_CACHE_TTL_MS,
    pageCacheMaxBytes: e.PAGE_CACHE_MAX_BYTES,
    contentVersionPollMs: e.CONTENT_VERSION_POLL_MS,
    contentDir: resolve(e.CONTENT_DIR),
    uploadsDir: resolve(e.UPLOADS_DIR),
    imageCacheDir: resolve(e.IMAGE_CACHE_DIR),
    uploadsUrl: e.UPLOADS_URL,
    today: e.TODAY,
    timeZone: e.TIME_ZONE,
    publicUrl: e.PUBLIC_URL === undefined ? undefined : new URL(e.PUBLIC_URL).origin,
    admissionUrl: e.ADMISSION_URL,
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    autoImport: e.AUTO_IMPORT,
    timeouts: {
      headersMs: e.HEADERS_TIMEOUT_MS,
      requestMs: e.REQUEST_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
      connectionMs: e.CONNECTION_TIMEOUT_MS,
    },
    rateLimit: {
      perMinute: e.RATE_LIMIT_PER_MINUTE,
      filesPerMinute: e.RATE_LIMIT_FILES_PER_MINUTE,
      trustedAddresses: e.TRUSTED_SITE_ADDRESSES,
      refusalDelayMs: e.REFUSAL_DELAY_MS,
    },
    renderLimits: {
      inFlight: e.RENDERS_IN_FLIGHT,
      // With a wait, a crowd waits (each at most RENDER_WAIT_MS); without, a short line.
      queue: e.RENDER_WAIT_MS > 0 ? RENDERS_WAITING : e.RENDERS_IN_FLIGHT,
      waitMs: e.RENDER_WAIT_MS,
      perMinute: e.RATE_LIMIT_RENDERS_PER_MINUTE,
      // A redirect costs about what an API answer does.
      redirectsPerMinute: e.RATE_LIMIT_PER_MINUTE,
      refusalDelayMs: e.REFUSAL_DELAY_MS,
    },
    renderThreads: e.RENDER_THREADS,
    fileAnswersInFlight: e.FILE_ANSWERS_IN_FLIGHT,
    logLevel: e.LOG_LEVEL,
  };
}
