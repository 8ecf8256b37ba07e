import { getByLabelText } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/studio/content/fields.ts';
import {
  listRevisions,
  restoreRevision,
  saveItem,
} from '../../src/studio/content/items.repository.ts';
import { REVISION_BYTES } from '../../src/studio/content/revisions.ts';
import { LIST_PAGE_SIZE } from '../../src/studio/content/item-find.ts';
import { makeAccount, signIn } from '../helpers/studio-auth.ts';
import { OFFICE, itemOf, rowCounts } from '../helpers/studio-content.ts';
import { parsePage } from '../helpers/studio-dom.ts';
import { hiddenValues, screen, send } from '../helpers/studio-send.ts';
import { useStudio } from '../helpers/studio.ts';
import { TEST_TODAY } from '../helpers/today.ts';

const KB = 1024;
const MB = 1024 * KB;

/** HTML of exactly `bytes` bytes as UTF-8, of this one letter. */
const htmlOf = (bytes: number, letter = 'x') =>
  `<p>${letter.repeat(Math.floor((bytes - 7) / Buffer.byteLength(letter)))}</p>`;

/** The largest notice the studio takes: every text at its maximum. */
const LARGEST = {
  type: 'COLLEGE_ACADEMIC_NOTICE',
  title: 'T'.repeat(LIMITS.line),
  date: TEST_TODAY,
  description: htmlOf(LIMITS.richTextBytes),
  title_as: 'অ'.repeat(LIMITS.line),
  description_as: htmlOf(LIMITS.richTextBytes, 'অ'),
  link: `https://example.org/${'l'.repeat(LIMITS.url - 20)}`,
  new: true,
  attachments: [],
};

/** The same, as a form without JavaScript sends it. */
const { new: _new, attachments: _attachments, ...LARGEST_FORM } = LARGEST;

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('every field bounded, and what a bounded item costs', () => {
  const t = useStudio({ readsPublicSite: false });
  let office = '';

  beforeAll(async () => {
    await makeAccount(t, { username: 'office.bounded', role: 'office' });
    ({ cookie: office } = await signIn(t, 'office.bounded'));
  });

  /** The bytes the studio keeps of items and their history. */
  async function storedBytes(): Promise<number> {
    const drafts = await t.db
      .selectFrom('studio_items')
      .select((eb) => eb.fn.sum<number>(eb.fn('length', ['draft'])).as('n'))
      .executeTakeFirstOrThrow();
    const revisions = await t.db
      .selectFrom('studio_revisions')
      .select((eb) => eb.fn.sum<number>(eb.fn('length', ['data'])).as('n'))
      .executeTakeFirstOrThrow();
    return Number(drafts.n ?? 0) + Number(revisions.n ?? 0);
  }

  it('says each field’s maximum at the field, with maxLength where HTML has one', async () => {
    const { body } = await screen(t, office, '/items/notice/new');
    const title = getByLabelText(body, /^Title/) as HTMLInputElement;
    expect(title.maxLength).toBe(LIMITS.line);
    expect(body.querySelector('#field-title-hint')?.textContent).toContain('Up to 300 characters.');
    expect((getByLabelText(body, /^Link to another site/) as HTMLInputElement).maxLength).toBe(
      LIMITS.url,
    );
    expect(body.querySelector('#field-description-hint')?.textContent).toContain('Up to 200 KB.');
    expect(body.textContent).toContain('Up to 50 files.');
    const committee = await screen(t, office, '/items/committee/new');
    expect(committee.body.textContent).toContain('Up to 200 rows.');
  });

  it('refuses a title past 300 characters at the field, keeping what was typed', async () => {
    const hidden = hiddenValues(await screen(t, office, '/items/notice/new'));
    const before = await rowCounts(t.db);
    const title = 'x'.repeat(LIMITS.line + 1);
    const refused = await send(
      t,
      office,
      'POST',
      '/items/notice/new',
      form({ ...hidden, ...LARGEST_FORM, title, description: '<p>Short</p>', intent: 'save' }),
    );
    expect(refused.statusCode).toBe(400);
    const { body } = parsePage(refused.body);
    const field = getByLabelText(body, /^Title/) as HTMLInputElement;
    expect(field.value).toBe(title);
    expect(body.querySelector('#field-title-error')?.textContent).toContain(
      'has 301 characters; keep it to 300 at most',
    );
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('refuses rich text past 200 KB at its field, keeps it, and changes nothing', async () => {
    const hidden = hiddenValues(await screen(t, office, '/items/notice/new'));
    const before = await rowCounts(t.db);
    const description = htmlOf(LIMITS.richTextBytes + 10 * KB);
    const refused = await send(
      t,
      office,
      'POST',
      '/items/notice/new',
      form({
        ...hidden,
        ...LARGEST_FORM,
        title: 'Bounded: a long description',
        description,
        intent: 'publish',
      }),
    );
    expect(refused.statusCode).toBe(400);
    const { body } = parsePage(refused.body);
    expect(body.querySelector('#field-description-error')?.textContent).toContain(
      'keep it to 200 KB at most',
    );
    expect(body.querySelector<HTMLTextAreaElement>('textarea[name=description]')?.value).toBe(
      description,
    );
    expect(await rowCounts(t.db)).toEqual(before);

    // Whatever the screens let through, the store refuses it too: 3 MB of it, at once.
    const stored = await saveItem(t.db, {
      entity: 'notice',
      key: null,
      version: 0,
      values: { ...LARGEST, description: htmlOf(3 * MB) },
      actor: OFFICE,
    });
    expect(stored.ok).toBe(false);
    if (!stored.ok) expect(stored.fieldErrors.description?.join(' ')).toContain('3072 KB');
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('shows the largest allowed draft in an editor page and a preview of under 3 MB', async () => {
    const item = itemOf(
      await saveItem(t.db, {
        entity: 'notice',
        key: null,
        version: 0,
        values: LARGEST,
        actor: OFFICE,
      }),
    );
    const editor = await send(t, office, 'GET', `/items/notice/${item.key}`);
    expect(editor.statusCode).toBe(200);
    expect(editor.rawPayload.length).toBeLessThan(3 * MB);
    // Twelve at once take their turn (preview-queue.ts): each answered, whole.
    const previews = await Promise.all(
      Array.from({ length: 12 }, () => send(t, office, 'GET', `/preview/notice/${item.key}`)),
    );
    for (const preview of previews) {
      expect(preview.statusCode).toBe(200);
      expect(preview.rawPayload.length).toBeLessThan(3 * MB);
    }
  });

  it('lists a long list in pages of 50', async () => {
    const now = new Date().toISOString();
    const values = (n: number) => ({
      title: `Paged holiday ${String(n).padStart(3, '0')}`,
      start: TEST_TODAY,
      end: TEST_TODAY,
      attachments: [],
    });
    await t.db
      .insertInto('studio_items')
      .values(
        Array.from({ length: LIST_PAGE_SIZE + 20 }, (_, n) => ({
          entity: 'holiday',
          public_id: null,
          draft: JSON.stringify({ values: values(n), files: {} }),
          version: 1,
          status: 'draft',
          create_token: null,
          scope: '',
          created_by: 'test',
          created_at: now,
          updated_by: 'test',
          updated_at: now,
          published_at: null,
        })),
      )
      .execute();
    const first = await screen(t, office, '/items/holiday');
    expect(first.querySelectorAll('tbody tr')).toHaveLength(LIST_PAGE_SIZE);
    expect(first.querySelector('caption')?.textContent).toMatch(/, page 1 of 2$/);
    const second = await screen(t, office, '/items/holiday?page=2');
    expect(second.querySelectorAll('tbody tr').length).toBeGreaterThanOrEqual(20);
    expect(second.body.textContent).toContain('Page 2 of 2');
  });

  it('grows the database by what changed: 10 saves of the largest draft, a title each', async () => {
    const first = itemOf(
      await saveItem(t.db, {
        entity: 'notice',
        key: null,
        version: 0,
        values: LARGEST,
        actor: OFFICE,
      }),
    );
    const draft = Buffer.byteLength(JSON.stringify(LARGEST));
    const before = await storedBytes();
    let item = first;
    for (let save = 1; save <= 10; save += 1)
      item = itemOf(
        await saveItem(t.db, {
          entity: 'notice',
          key: item.key,
          version: item.version,
          values: { ...LARGEST, title: `Save ${save}` },
          actor: OFFICE,
        }),
      );
    // The draft is rewritten in place; each revision holds a title (and a keyframe at most one).
    expect((await storedBytes()) - before).toBeLessThan(draft + 10 * 4 * KB);
  });

  it('keeps an item’s history within its bound, however much each save changes', async () => {
    let item = itemOf(
      await saveItem(t.db, {
        entity: 'notice',
        key: null,
        version: 0,
        values: LARGEST,
        actor: OFFICE,
      }),
    );
    const itemId = Number(item.key.slice(1));
    for (let save = 1; save <= 30; save += 1)
      item = itemOf(
        await saveItem(t.db, {
          entity: 'notice',
          key: item.key,
          version: item.version,
          values: {
            ...LARGEST,
            title: `Changed whole ${save}`,
            description: htmlOf(LIMITS.richTextBytes, String(save % 10)),
            description_as: htmlOf(LIMITS.richTextBytes, 'অআইঈউ'[save % 5]),
          },
          actor: OFFICE,
        }),
      );
    const history = await t.db
      .selectFrom('studio_revisions')
      .select((eb) => eb.fn.sum<number>(eb.fn('length', ['data'])).as('n'))
      .where('item_id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect(Number(history.n)).toBeLessThan(REVISION_BYTES + LIMITS.itemBytes);
    // The oldest revision kept reads whole, and restores as it was.
    const listed = await listRevisions(t.db, 'notice', item.key, OFFICE);
    if (!listed.ok) return expect.fail('no revisions');
    const oldest = listed.revisions.at(-1)!;
    expect(listed.revisions.length).toBeLessThan(31);
    expect(listed.revisions.every((revision) => revision.title.startsWith('Changed whole'))).toBe(
      true,
    );
    const restored = itemOf(
      await restoreRevision(t.db, {
        entity: 'notice',
        key: item.key,
        version: item.version,
        revisionId: oldest.id,
        actor: OFFICE,
      }),
    );
    expect(restored.values.title).toBe(oldest.title);
  });
});
