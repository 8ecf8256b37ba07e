import { describe, expect, it, vi } from 'vitest';
import type { SiteSource } from '../contract/schemas/site.ts';
import { keepSiteSource } from './kept-site-source.ts';

function flaky() {
  let up = true;
  let n = 0;
  const source: SiteSource = {
    college: vi.fn(async () => {
      if (!up) throw new Error('down');
      n += 1;
      return { name: `College ${n}` } as Awaited<ReturnType<SiteSource['college']>>;
    }),
    text: vi.fn(async (name) => {
      if (!up) throw new Error('down');
      return { body: `<p>${name}</p>` };
    }),
    optionalText: vi.fn(async () => null),
  };
  return { source, down: () => (up = false), up: () => (up = true) };
}

describe('the kept site source', () => {
  it('answers from the last good answer while the backend fails', async () => {
    const backend = flaky();
    const site = keepSiteSource(backend.source, { generation: () => 'a', freshMs: 0 });
    await site.warm();
    backend.down();
    expect((await site.college()).name).toBe('College 1');
    expect((await site.text('vision')).body).toBe('<p>vision</p>');
    await expect(site.text('mission').then(() => 'kept')).resolves.toBe('kept');
  });

  it('logs the failed call a kept answer stands in for, and a warm-up that failed', async () => {
    const backend = flaky();
    const log = { warn: vi.fn(), error: vi.fn() };
    const site = keepSiteSource(backend.source, { generation: () => 'a', freshMs: 0, log });
    await site.college();
    backend.down();
    await site.college();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'college', reason: 'down' }),
      'A kept answer stands in',
    );
    const cold = keepSiteSource(backend.source, { generation: () => 'a', freshMs: 0, log });
    await cold.warm();
    expect(log.error).toHaveBeenLastCalledWith(
      expect.objectContaining({ reason: 'down' }),
      'The college identity and texts were not learnt at start',
    );
  });

  it('tells when a kept answer stands in for a failed call, with when it was saved', async () => {
    const backend = flaky();
    const onKept = vi.fn();
    const site = keepSiteSource(backend.source, { generation: () => 'a', freshMs: 0, onKept });
    await site.college();
    const savedBy = Date.now();
    await site.college();
    expect(onKept).not.toHaveBeenCalled();
    backend.down();
    await site.college();
    expect(onKept).toHaveBeenCalledTimes(1);
    expect(onKept.mock.lastCall![0]).toBeLessThanOrEqual(savedBy);
  });

  it('asks once for callers who come while a call is under way, and tells each of them', async () => {
    const backend = flaky();
    const onKept = vi.fn();
    const site = keepSiteSource(backend.source, { generation: () => 'a', freshMs: 0, onKept });
    await site.college();
    backend.down();
    const names = await Promise.all([site.college(), site.college(), site.college()]);
    expect(names.map((college) => college.name)).toEqual(Array(3).fill('College 1'));
    expect(backend.source.college).toHaveBeenCalledTimes(2);
    expect(onKept).toHaveBeenCalledTimes(3);
  });

  it('after a failed call, uses the kept answer for a while without asking again', async () => {
    const backend = flaky();
    const onKept = vi.fn();
    const site = keepSiteSource(backend.source, {
      generation: () => 'a',
      freshMs: 0,
      onKept,
      retryMs: 60_000,
    });
    await site.college();
    backend.down();
    for (let i = 0; i < 3; i++) expect((await site.college()).name).toBe('College 1');
    expect(backend.source.college).toHaveBeenCalledTimes(2);
    expect(onKept).toHaveBeenCalledTimes(3);
  });

  it('fails when it never had an answer', async () => {
    const backend = flaky();
    backend.down();
    const site = keepSiteSource(backend.source, { generation: () => 'a', freshMs: 60_000 });
    await expect(site.college()).rejects.toThrow('down');
  });

  it('asks again only when the answer is old or the generation moved', async () => {
    const backend = flaky();
    let generation = 'a';
    const site = keepSiteSource(backend.source, { generation: () => generation, freshMs: 60_000 });
    expect((await site.college()).name).toBe('College 1');
    expect((await site.college()).name).toBe('College 1');
    generation = 'b';
    expect((await site.college()).name).toBe('College 2');
    expect(backend.source.college).toHaveBeenCalledTimes(2);
  });
});
