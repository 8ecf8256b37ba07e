import { describe, expect, it, vi } from 'vitest';
import { CatalogueHolder, type Catalogue } from './catalogue.server.ts';
import type { CatalogueSource } from './collect.server.ts';
import { createSearchIndex } from './search-index.server.ts';

/** Where a build that failed is logged (the last catalogue serves meanwhile). */
const log = { warn: vi.fn(), error: vi.fn() };

const source = (today = '2026-06-15', generation = '1') =>
  ({ today, contentGeneration: () => generation, log }) as unknown as CatalogueSource;

/** A build that counts its runs and can be made to fail or to wait. */
function fakeBuild() {
  const calls: string[] = [];
  let release: () => void = () => undefined;
  let fail = false;
  let hold = false;
  const build = async (s: CatalogueSource): Promise<Catalogue> => {
    calls.push(s.today);
    if (hold) await new Promise<void>((resolve) => (release = resolve));
    if (fail) throw new Error('backend down');
    return {
      index: createSearchIndex(),
      pages: [{ path: `/${calls.length}` }],
      today: s.today,
      generation: s.contentGeneration?.() ?? '',
    };
  };
  return {
    build,
    calls,
    setFail: (value: boolean) => (fail = value),
    setHold: (value: boolean) => (hold = value),
    release: () => release(),
  };
}

describe('CatalogueHolder', () => {
  it('builds again when new content was imported, though the old one is still fresh', async () => {
    const fake = fakeBuild();
    const holder = new CatalogueHolder(fake.build, 60_000, () => 0);
    const first = await holder.get(source('2026-06-15', '1'));
    // New content is waited for, once for all who ask at the same time.
    const [second, same] = await Promise.all([
      holder.get(source('2026-06-15', '2')),
      holder.get(source('2026-06-15', '2')),
    ]);
    expect(second).not.toBe(first);
    expect(same).toBe(second);
    expect(await holder.get(source('2026-06-15', '2'))).toBe(second);
    expect(fake.calls).toHaveLength(2);
  });

  it('answers with the old catalogue when the build for new content fails', async () => {
    const fake = fakeBuild();
    const holder = new CatalogueHolder(fake.build, 60_000, () => 0);
    const first = await holder.get(source('2026-06-15', '1'));
    fake.setFail(true);
    log.error.mockClear();
    expect(await holder.get(source('2026-06-15', '2'))).toBe(first);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ without: 'a new catalogue', reason: 'backend down' }),
      'Went without a new catalogue',
    );
  });

  it('builds once, then answers from memory while fresh', async () => {
    const fake = fakeBuild();
    let now = 0;
    const holder = new CatalogueHolder(fake.build, 1000, () => now);
    const [a, b] = await Promise.all([holder.get(source()), holder.get(source())]);
    expect(a).toBe(b);
    now = 999;
    expect(await holder.get(source())).toBe(a);
    expect(fake.calls).toHaveLength(1);
  });

  it('rebuilds an old catalogue off the request path: the old one answers meanwhile', async () => {
    const fake = fakeBuild();
    let now = 0;
    const holder = new CatalogueHolder(fake.build, 1000, () => now);
    const first = await holder.get(source());
    now = 2000;
    fake.setHold(true);
    expect(await holder.get(source())).toBe(first);
    fake.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await holder.get(source())).pages).toEqual([{ path: '/2' }]);
  });

  it('keeps the last good catalogue when a rebuild fails, and fails a first build', async () => {
    const fake = fakeBuild();
    let now = 0;
    const holder = new CatalogueHolder(fake.build, 1000, () => now);
    const first = await holder.get(source());
    fake.setFail(true);
    now = 5000;
    log.error.mockClear();
    expect(await holder.get(source())).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Off the request path, and still logged.
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(await holder.get(source())).toBe(first);
    const empty = new CatalogueHolder(fake.build, 1000, () => now);
    await expect(empty.get(source())).rejects.toThrow('backend down');
  });

  it('rebuilds for a new day', async () => {
    const fake = fakeBuild();
    const holder = new CatalogueHolder(fake.build, 60_000, () => 0);
    await holder.get(source('2026-06-15'));
    await holder.get(source('2026-06-16'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.calls).toEqual(['2026-06-15', '2026-06-16']);
  });
});
