import { beforeAll, describe, expect, it } from 'vitest';
import { publishItem } from '../../src/studio/content/items.repository.ts';
import { makeAccount, signIn } from '../helpers/studio-auth.ts';
import { IQAC, itemOf } from '../helpers/studio-content.ts';
import { screen } from '../helpers/studio-send.ts';
import { useStudio } from '../helpers/studio.ts';
import { TEST_TODAY } from '../helpers/today.ts';

const text = (node: Element | null | undefined) => node?.textContent?.trim() ?? '';
const headings = (document: Document) => [...document.querySelectorAll('thead th')].map(text);
const rows = (document: Document) =>
  [...document.querySelectorAll('tbody tr')].map((row) => [...row.children].map(text));

describe('the NAAC screens tell items apart (issue 36)', () => {
  const t = useStudio({ readsPublicSite: false });
  let iqac = '';
  /** A second "1.1.1": the AQAR group's, under its criterion VI. */
  let aqar = { key: '', place: '' };

  beforeAll(async () => {
    await makeAccount(t, { username: 'iqac.naac', role: 'iqac' });
    iqac = (await signIn(t, 'iqac.naac')).cookie;
    const criterion = await t.db
      .selectFrom('iqac_subgroups as c')
      .innerJoin('iqac_groups as g', 'g.id', 'c.group_id')
      .select(['c.id', 'c.group_id', 'c.type'])
      .where('g.name', 'like', 'Annual Quality%')
      .where('c.criterion', 'like', 'Criterion VI -%')
      .executeTakeFirstOrThrow();
    const item = itemOf(
      await publishItem(t.db, {
        entity: 'naac_metric',
        key: null,
        version: 0,
        createToken: 'naac-screens-aqar-1.1.1',
        values: {
          criterion: `${criterion.group_id}/${criterion.type}/${criterion.id}`,
          sr_no: '1.1.1',
          metric_question: 'The AQAR’s own curriculum delivery metric, told apart by its group.',
        },
        actor: IQAC,
        today: TEST_TODAY,
      }),
    );
    aqar = { key: item.key, place: `${item.values.criterion as string}/${item.publicId}` };
  });

  it('lists metrics with their group, type and criterion, found by them, and no empty Date column', async () => {
    const list = await screen(t, iqac, '/items/naac_metric?q=1.1.1');
    expect(headings(list)).toEqual([
      'Title',
      'Group',
      'Type',
      'Criterion',
      'Status',
      'Last changed',
    ]);
    const found = rows(list).map((cells) => cells.slice(0, 4));
    expect(found).toHaveLength(2);
    expect(found).toContainEqual([
      expect.stringMatching(/^1\.1\.1 The institution ensures effective curriculum delivery/),
      'NAAC Second Cycle: Self Study Report',
      'Qualitative Metrics (QlM)',
      'Criterion I - Curricular Aspects',
    ]);
    expect(found).toContainEqual([
      expect.stringMatching(/^1\.1\.1 The AQAR’s own/),
      'Annual Quality Assurance Reports (AQAR)',
      'Qualitative Metrics (QlM)',
      'Criterion VI - Governance, Leadership and Management',
    ]);
    // Each cell names its column: at 360 px the rows are cards that say "Group: …".
    expect(list.querySelector('tbody td[data-label=Group]')).not.toBeNull();
    // The group's words are searched too, on the server, by the list's GET form.
    const one = await screen(t, iqac, '/items/naac_metric?q=annual+1.1.1');
    expect(rows(one).map((cells) => cells[1])).toEqual(['Annual Quality Assurance Reports (AQAR)']);
  });

  it('offers the file form’s metrics by criterion, each saying its number, type, group and words', async () => {
    const form = await screen(t, iqac, '/items/naac_file/new');
    const select = form.querySelector('select[name=metric]')!;
    const groups = [...select.querySelectorAll('optgroup')].map((g) => g.getAttribute('label'));
    expect(groups).toContain(
      'Criterion I - Curricular Aspects (QlM, NAAC Second Cycle: Self Study Report)',
    );
    expect(groups).toContain(
      'Criterion VI - Governance, Leadership and Management (QlM, Annual Quality Assurance Reports (AQAR))',
    );
    const ones = [...select.querySelectorAll('option')]
      .map(text)
      .filter((o) => /^1\.1\.1 /.test(o));
    expect(ones).toEqual([
      expect.stringMatching(
        /^1\.1\.1 · QlM · NAAC Second Cycle: Self Study Report · The institution ensures effective curriculum\b.*…$/,
      ),
      '1.1.1 · QlM · Annual Quality Assurance Reports (AQAR) · The AQAR’s own curriculum delivery metric, told apart by its group.',
    ]);
  });

  it('opens the file form from a metric with the metric chosen, and ignores a metric that is not one', async () => {
    const editor = await screen(t, iqac, `/items/naac_metric/${aqar.key}`);
    const link = [...editor.querySelectorAll('a')].find(
      (a) => text(a) === 'Add a file to this metric',
    );
    const chosen = async (url: string) =>
      (await screen(t, iqac, url)).querySelector<HTMLOptionElement>(
        'select[name=metric] option[selected]',
      )?.value ?? '';
    expect(await chosen(link!.getAttribute('href')!)).toBe(aqar.place);
    expect(await chosen('/items/naac_file/new?metric=1%2FQlM%2F999999%2F999999')).toBe('');
    expect(await chosen(`/items/naac_file/new?metric=${'x'.repeat(5000)}`)).toBe('');
  });

  it('heads a published metric’s and a criterion’s editor with its title; a criterion adds its metric', async () => {
    const metric = await screen(t, iqac, `/items/naac_metric/${aqar.key}`);
    expect(text(metric.querySelector('h1'))).toBe(
      '1.1.1 The AQAR’s own curriculum delivery metric, told apart by its group.',
    );
    const { id } = await t.db
      .selectFrom('iqac_subgroups')
      .select('id')
      .where('criterion', 'like', 'Criterion II -%')
      .executeTakeFirstOrThrow();
    const criterion = await screen(t, iqac, `/items/naac_criterion/p${id}`);
    expect(text(criterion.querySelector('h1'))).toBe(
      'Criterion II - Teaching-Learning and Evaluation',
    );
    // Its own next step: a new metric under it.
    const add = [...criterion.querySelectorAll('a')].find(
      (a) => text(a) === 'Add a metric to this criterion',
    );
    const form = await screen(t, iqac, add!.getAttribute('href')!);
    expect(
      form.querySelector<HTMLOptionElement>('select[name=criterion] option[selected]')?.value,
    ).toMatch(new RegExp(`^1/QlM/${id}$`));
  });
});
