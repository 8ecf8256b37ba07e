import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSiteContent } from './site-content.ts';

const copies: string[] = [];
afterAll(() => Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A copy of the demo's texts and college.yaml without one file. */
async function folderWithout(file: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'site-content-'));
  copies.push(dir);
  await cp('content/demo/texts', join(dir, 'texts'), { recursive: true });
  await rm(join(dir, file));
  return dir;
}

const site = createSiteContent('content/demo', () => '2026-06-15');

describe('site content', () => {
  it('reads an optional text when the folder has it, and gives null when it has not', async () => {
    const code = await site.optionalText('rti/code');
    expect(code?.body).toContain('<strong>Teachers</strong>');
    const bare = createSiteContent(await folderWithout('texts/rti/code.md'), () => '2026-06-15');
    expect(await bare.optionalText('rti/code')).toBeNull();
    expect((await bare.optionalText('rti/act'))?.body).toContain('Right to Information Act');
  });

  it('reads a text with its title and its body as HTML', async () => {
    const text = await site.text('emblem');
    expect(text.title).toBe('The Emblem');
    expect(text.body).toContain('<strong>kopou phul</strong>');
  });
});
