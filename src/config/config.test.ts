import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const example = parseEnv(
  readFileSync(resolve(import.meta.dirname, '..', '..', '.env.example'), 'utf8'),
) as NodeJS.ProcessEnv;

describe('configuration', () => {
  it('accepts the committed .env.example, whose empty values mean unset', () => {
    const config = loadConfig(example);
    expect(example.API_URL).toBe('');
    expect(config.apiUrl).toBeUndefined();
    expect(config.today).toBeUndefined();
    expect(config.port).toBe(3000);
  });

  it('fills an empty database from the demo content unless CONTENT_DIR names another folder', () => {
    expect(loadConfig({}).contentDir).toBe(resolve('content/demo'));
    expect(loadConfig({}).autoImport).toBe(true);
    expect(loadConfig({ CONTENT_DIR: 'college' }).contentDir).toBe(resolve('college'));
  });

  it('reads TRUSTED_SITE_ADDRESSES as addresses and CIDR ranges, and refuses anything else', () => {
    expect(loadConfig({}).rateLimit.trustedAddresses).toEqual([]);
    expect(
      loadConfig({ TRUSTED_SITE_ADDRESSES: '10.0.0.21, 10.0.1.0/24,fd00::/8' }).rateLimit
        .trustedAddresses,
    ).toEqual(['10.0.0.21', '10.0.1.0/24', 'fd00::/8']);
    for (const wrong of ['site-1.internal', '10.0.0.0/33', '10.0.0.1,', '*']) {
      expect(() => loadConfig({ TRUSTED_SITE_ADDRESSES: wrong }), wrong).toThrow(
        /TRUSTED_SITE_ADDRESSES\.\d+: each entry must be an IP address or a CIDR range/,
      );
    }
  });

  it('refuses trusted site addresses with TRUST_PROXY=true, where a visitor writes the address', () => {
    expect(() => loadConfig({ TRUSTED_SITE_ADDRESSES: '10.0.0.21', TRUST_PROXY: 'true' })).toThrow(
      /TRUSTED_SITE_ADDRESSES: TRUST_PROXY=true believes any X-Forwarded-For/,
    );
    expect(
      loadConfig({ TRUSTED_SITE_ADDRESSES: '10.0.0.21', TRUST_PROXY: '10.0.0.5' }).rateLimit
        .trustedAddresses,
    ).toEqual(['10.0.0.21']);
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list of addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (a: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false]);
  });

  it('turns the page cache off with PAGE_CACHE=off or a TTL of 0', () => {
    expect(loadConfig({}).pageCacheTtlMs).toBe(60_000);
    expect(loadConfig({ PAGE_CACHE: 'off' }).pageCacheTtlMs).toBe(0);
    expect(loadConfig({ PAGE_CACHE_TTL_MS: '0' }).pageCacheTtlMs).toBe(0);
    expect(() => loadConfig({ PAGE_CACHE: 'maybe' })).toThrow(/PAGE_CACHE/);
  });

  it('bounds renders in flight at twice the CPUs and budgets 120 renders a minute per address', () => {
    expect(loadConfig({}).renderLimits).toEqual({
      inFlight: 2 * availableParallelism(),
      // Past them, a crowd waits half a second at most for a place (decision 122).
      queue: 1000,
      waitMs: 500,
      perMinute: 120,
      // Redirects to canonical addresses held past the general per-address limit (decision 067).
      redirectsPerMinute: 1200,
      refusalDelayMs: 1000,
    });
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '60' }).renderLimits.redirectsPerMinute).toBe(60);
    // A refusal past a per-address limit waits a second by default (decision 064); 0: none.
    expect(loadConfig({}).rateLimit.refusalDelayMs).toBe(1000);
    expect(loadConfig({ REFUSAL_DELAY_MS: '0' }).renderLimits.refusalDelayMs).toBe(0);
    expect(() => loadConfig({ REFUSAL_DELAY_MS: '-5' })).toThrow(/REFUSAL_DELAY_MS/);
    expect(loadConfig(example).renderLimits.inFlight).toBe(2 * availableParallelism());
    const off = loadConfig({ RENDERS_IN_FLIGHT: '0', RATE_LIMIT_RENDERS_PER_MINUTE: '0' });
    expect(off.renderLimits).toMatchObject({ inFlight: 0, perMinute: 0 });
    expect(() => loadConfig({ RENDERS_IN_FLIGHT: '-1' })).toThrow(/RENDERS_IN_FLIGHT/);
    // Without the wait, as many wait their turn as run, and the rest are refused at once.
    expect(loadConfig({ RENDER_WAIT_MS: '0' }).renderLimits).toMatchObject({
      queue: 2 * availableParallelism(),
      waitMs: 0,
    });
    expect(() => loadConfig({ RENDER_WAIT_MS: 'soon' })).toThrow(/RENDER_WAIT_MS/);
    expect(() => loadConfig({ RATE_LIMIT_RENDERS_PER_MINUTE: 'lots' })).toThrow(
      /RATE_LIMIT_RENDERS_PER_MINUTE/,
    );
  });

  it('renders pages in one thread beside the serving one on two CPUs or more, on it with one CPU', () => {
    expect(loadConfig({}).renderThreads).toBe(availableParallelism() > 1 ? 1 : 0);
    expect(loadConfig({ RENDER_THREADS: '0' }).renderThreads).toBe(0);
    expect(loadConfig({ RENDER_THREADS: '2' }).renderThreads).toBe(2);
    expect(() => loadConfig({ RENDER_THREADS: '-1' })).toThrow(/RENDER_THREADS/);
  });

  it('takes PostgreSQL from DATABASE_URL, and only a postgres:// address', () => {
    expect(loadConfig({}).databaseUrl).toBeUndefined();
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/college' });
    expect([config.databaseUrl, config.databasePoolSize]).toEqual([
      'postgres://u:p@db:5432/college',
      10,
    ]);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/college' })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ address/,
    );
  });

  it('keeps only the origin of PUBLIC_URL, and leaves it unset by default', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://college.example/some/path/' }).publicUrl).toBe(
      'https://college.example',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://college.example' })).toThrow(/PUBLIC_URL/);
  });

  it('opens the studio beside the site by default, alone with SERVE=studio, never with STUDIO=off', () => {
    expect(loadConfig({}).studio).toMatchObject({
      enabled: true,
      port: 3001,
      origin: 'http://localhost:3001',
      idleMs: 30 * 60_000,
      sessionMs: 12 * 3_600_000,
      schedulePollMs: 5000,
    });
    expect(loadConfig({ STUDIO: 'off' }).studio.enabled).toBe(false);
    expect(loadConfig({ SERVE: 'api' }).studio.enabled).toBe(false);
    expect(loadConfig({ SERVE: 'studio' }).studio.enabled).toBe(true);
    expect(() => loadConfig({ SERVE: 'studio', STUDIO: 'off' })).toThrow(/STUDIO/);
    expect(
      loadConfig({ STUDIO_ORIGIN: 'https://studio.college.example/x', STUDIO_PORT: '4000' }).studio,
    ).toMatchObject({ origin: 'https://studio.college.example', port: 4000 });
  });

  it('names every invalid setting', () => {
    expect(() => loadConfig({ PORT: 'x', API_URL: 'not a url' })).toThrow(/PORT.*\n.*API_URL/);
  });
});
