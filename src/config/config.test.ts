import { readFileSync } from 'node:fs';
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

  it('keeps only the origin of PUBLIC_URL, and leaves it unset by default', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://college.example/some/path/' }).publicUrl).toBe(
      'https://college.example',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://college.example' })).toThrow(/PUBLIC_URL/);
  });

  it('names every invalid setting', () => {
    expect(() => loadConfig({ PORT: 'x', API_URL: 'not a url' })).toThrow(/PORT.*\n.*API_URL/);
  });
});
