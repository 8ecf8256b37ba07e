import { describe, expect, it } from 'vitest';
import { makeAccount, signInWithCode, textOf } from '../helpers/studio-auth.ts';
import { parsePage } from '../helpers/studio-dom.ts';
import { multipart, send } from '../helpers/studio-send.ts';
import { useStudio } from '../helpers/studio.ts';

const HEADER = 'name,email,role,department';
const FILE = [
  HEADER,
  'Mend Clerk,mend.clerk@college.example,office,',
  '"Rao, Bad",mend.bad@college.example,principal,',
  'Mend Head,mend.head@college.example,department,CHE',
].join('\r\n');

/**
 * "Mend these rows in the box below" (decision 070): after an import with a bad row, the box
 * holds the header and that row only, the mending form has no file input, and what it sends is
 * read from the box even when a file comes with it (the file input a browser kept).
 */
describe('the account import’s mending step', () => {
  const t = useStudio({ readsPublicSite: false });

  it('puts only the bad rows in the box, and reads the mended row from it', async () => {
    const admin = await signInWithCode(
      t,
      await makeAccount(t, { username: 'mend.admin', role: 'admin' }),
    );
    const file = { bytes: Buffer.from(FILE), name: 'staff.csv', type: 'text/csv' };
    const first = await send(
      t,
      admin,
      'POST',
      '/accounts/import',
      multipart({ csv: '' }, { file }),
    );
    expect(first.statusCode).toBe(200);
    expect(textOf(first.body)).toContain('2 accounts were made.');
    const page = parsePage(first.body);
    const form = page.querySelector('main form')!;
    expect(form.querySelector<HTMLTextAreaElement>('textarea[name=csv]')!.value).toBe(
      `${HEADER}\n"Rao, Bad",mend.bad@college.example,principal,`,
    );
    expect(form.querySelector<HTMLInputElement>('input[name=step]')!.value).toBe('mend');
    expect(form.querySelector('input[type=file]')).toBeNull();

    // The row mended in the box, sent with the old file as well: the box is what is read.
    const mended = `${HEADER}\n"Rao, Mended",mend.bad@college.example,office,`;
    const second = await send(
      t,
      admin,
      'POST',
      '/accounts/import',
      multipart({ step: 'mend', csv: mended }, { file }),
    );
    expect(second.statusCode).toBe(200);
    const text = textOf(second.body);
    expect(text).toContain('One account was made.');
    expect(text).not.toContain('not imported');
    const made = await t.db
      .selectFrom('studio_users')
      .select(['username', 'display_name', 'role'])
      .where('username', 'like', 'mend.%')
      .orderBy('username')
      .execute();
    expect(made).toEqual([
      { username: 'mend.admin', display_name: 'mend.admin', role: 'admin' },
      { username: 'mend.bad', display_name: 'Rao, Mended', role: 'office' },
      { username: 'mend.clerk', display_name: 'Mend Clerk', role: 'office' },
      { username: 'mend.head', display_name: 'Mend Head', role: 'department' },
    ]);
    // Nothing is left to mend: the box is empty and the file input back.
    const after = parsePage(second.body).querySelector('main form')!;
    expect(after.querySelector<HTMLTextAreaElement>('textarea[name=csv]')!.value).toBe('');
    expect(after.querySelector('input[type=file]')).not.toBeNull();
  });
});
