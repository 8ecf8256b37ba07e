import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storeFile } from '../../src/studio/content/files.ts';
import {
  getItem,
  previewOf,
  publishItem,
  saveItem,
  unpublishItem,
} from '../../src/studio/content/items.repository.ts';
import type { Outcome } from '../../src/studio/content/items.ts';
import { useStudio } from '../helpers/studio.ts';
import { IQAC, eventually, itemOf, pageHtml, rowCounts } from '../helpers/studio-content.ts';
import { textOf } from '../helpers/studio-auth.ts';
import { TEST_TODAY } from '../helpers/today.ts';

const DEMO_FILES = resolve(import.meta.dirname, '..', '..', 'content', 'demo', 'files');
const matrix = (query: string) => `/iqac/matrix?${query}`;

describe('the NAAC tree, edited by the IQAC', () => {
  const t = useStudio();

  /** The first group's criterion of this kind whose name starts so (Criterion III …). */
  async function criterion(name: string, type = 'QlM') {
    const row = await t.db
      .selectFrom('iqac_subgroups')
      .selectAll()
      .where('group_id', '=', 1)
      .where('type', '=', type)
      .where('criterion', 'like', `${name} -%`)
      .executeTakeFirstOrThrow();
    return { ...row, place: `${row.group_id}/${row.type}/${row.id}` };
  }

  async function upload(path: string, originalName: string) {
    const bytes = await readFile(resolve(DEMO_FILES, path));
    const stored = await storeFile(t.db, { bytes, originalName, actor: IQAC });
    if (!stored.ok) return expect.fail('refused');
    return stored.file.spec;
  }

  const publish = (entity: string, values: Record<string, unknown>, key: string | null = null) =>
    publishItem(t.db, {
      entity,
      key,
      version: 0,
      createToken: key ? null : `${entity}-${JSON.stringify(values)}`,
      values,
      actor: IQAC,
      today: TEST_TODAY,
    });

  async function addMetric() {
    const third = await criterion('Criterion III');
    const metric = itemOf(
      await publish('naac_metric', {
        criterion: third.place,
        sr_no: '3.6.1',
        metric_question: 'Outreach programmes run with the neighbouring villages.',
      }),
    );
    const { id: metricId } = await t.db
      .selectFrom('iqac_subsubgroups')
      .select('id')
      .where('sr_no', '=', '3.6.1')
      .executeTakeFirstOrThrow();
    const files = [];
    for (const [n, title, file] of [
      [
        '1',
        'Reports of the village outreach camps',
        'iqac/ssr-3-2-1-reports-of-the-innovation-and-incubation.pdf',
      ],
      [
        '2',
        'Letters of the partner panchayats',
        'iqac/ssr-1-3-1-courses-addressing-crosscutting-issues.pdf',
      ],
    ] as const)
      files.push(
        itemOf(
          await publish('naac_file', {
            metric: `${third.place}/${metricId}`,
            sr_no: n,
            title,
            attachments: [await upload(file, `${title}.pdf`)],
          }),
        ),
      );
    return { third, metric, metricId, files };
  }

  it('shows a new metric with two files under criterion 3 at all three levels of the drill-down', async () => {
    const { third, metric, metricId, files } = await addMetric();
    expect(metric.status).toBe('published');
    expect(metric.publicUrl).toBe(matrix(`group=1&type=QlM&criterion=${third.id}&sr=${metricId}`));
    await eventually(async () => {
      const criteria = textOf(await pageHtml(t.site, matrix('group=1&type=QlM')));
      expect(criteria).toContain(third.criterion);
      const level1 = await pageHtml(t.site, matrix('group=1&type=QlM'));
      expect(level1).toContain(`criterion=${third.id}`);
      const level2 = await pageHtml(t.site, matrix(`group=1&type=QlM&criterion=${third.id}`));
      expect(textOf(level2)).toContain('3.6.1');
      expect(textOf(level2)).toContain('Outreach programmes run with the neighbouring villages.');
      expect(level2).toContain(`sr=${metricId}`);
      const level3 = await pageHtml(t.site, metric.publicUrl!);
      expect(textOf(level3)).toContain('Reports of the village outreach camps');
      expect(textOf(level3)).toContain('Letters of the partner panchayats');
      for (const file of files) {
        const spec = (file.values.attachments as string[])[0]!;
        expect(level3).toContain(`/uploads/${spec}`);
      }
    });
    // Written as the importer writes them: a metric row and two file rows naming it.
    const rows = await t.db
      .selectFrom('iqac_files')
      .select(['sr_no', 'title', 'subsubgroup_id'])
      .where('subsubgroup_id', '=', metricId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.sr_no)).toEqual(['1', '2']);
  });

  /** Refused at the field with this message, and not one row written anywhere. */
  async function expectRefusedAt(field: string, message: RegExp, step: () => Promise<Outcome>) {
    const before = await rowCounts(t.db);
    const outcome = await step();
    if (outcome.ok) return expect.fail('accepted');
    expect(outcome.status).toBe(400);
    expect(outcome.fieldErrors).toMatchObject({ [field]: [expect.stringMatching(message)] });
    expect(await rowCounts(t.db)).toEqual(before);
  }

  it('refuses a serial number its group has already, at the field, changing nothing', async () => {
    const first = await criterion('Criterion I');
    const seventh = await criterion('Criterion VII', 'QnM');
    // 1.1.1 is a metric of criterion I; under criterion VII (another kind) it is still the group's.
    await expectRefusedAt('sr_no', /has a metric 1\.1\.1 already \(under Criterion I/, () =>
      publish('naac_metric', { criterion: seventh.place, sr_no: '1.1.1', metric_question: '' }),
    );
    const pdf = await upload('iqac/ssr-1-1-1-academic-calendar-and-teaching-plans.pdf', 'a.pdf');
    await expectRefusedAt('sr_no', /has an entry 1 already/, async () => {
      const metric = await t.db
        .selectFrom('iqac_subsubgroups')
        .select('id')
        .where('subgroup_id', '=', first.id)
        .where('sr_no', '=', '1.1.1')
        .executeTakeFirstOrThrow();
      return publish('naac_file', {
        metric: `${first.place}/${metric.id}`,
        sr_no: '1',
        title: 'Another first entry',
        attachments: [pdf],
      });
    });
  });

  it('never leaves an orphan: a missing parent is refused, a parent with children stays', async () => {
    await expectRefusedAt('criterion', /not on the site/, () =>
      publish('naac_metric', { criterion: '1/QlM/999999', sr_no: '9.9.9', metric_question: '' }),
    );
    // A criterion's place must be the one it is at: the kind of metrics is part of it.
    const third = await criterion('Criterion III');
    await expectRefusedAt('criterion', /not on the site/, () =>
      publish('naac_metric', {
        criterion: `1/QnM/${third.id}`,
        sr_no: '9.9.8',
        metric_question: '',
      }),
    );
    const before = await rowCounts(t.db);
    const refused = await unpublishItem(t.db, {
      entity: 'naac_criterion',
      key: `p${third.id}`,
      version: 0,
      actor: IQAC,
    });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.fieldErrors['']?.join(' ')).toMatch(/has \d+ metrics: move/);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('checks a stored draft again when it is published: a serial number taken since is refused', async () => {
    const third = await criterion('Criterion III');
    const values = { criterion: third.place, sr_no: '3.9.9', metric_question: 'First.' };
    const draft = itemOf(
      await saveItem(
        t.db,
        {
          entity: 'naac_metric',
          key: null,
          version: 0,
          createToken: 'late-1',
          values,
          actor: IQAC,
        },
        TEST_TODAY,
      ),
    );
    itemOf(
      await publish('naac_metric', { ...values, metric_question: 'Second, published first.' }),
    );
    await expectRefusedAt('sr_no', /has a metric 3\.9\.9 already/, () =>
      publishItem(t.db, {
        entity: 'naac_metric',
        key: draft.key,
        version: draft.version,
        actor: IQAC,
        today: TEST_TODAY,
      }),
    );
  });

  it('moves a metric to another criterion with its files', async () => {
    const { metricId, files } = await addMetricAgain();
    const second = await criterion('Criterion II');
    const opened = itemOf(await getItem(t.db, 'naac_metric', `p${metricId}`, IQAC, TEST_TODAY));
    const moved = itemOf(
      await saveItem(
        t.db,
        {
          entity: 'naac_metric',
          key: opened.key,
          version: opened.version,
          values: { criterion: second.place, sr_no: '3.7.1', metric_question: 'Moved.' },
          actor: IQAC,
        },
        TEST_TODAY,
      ),
    );
    const published = itemOf(
      await publishItem(t.db, {
        entity: 'naac_metric',
        key: moved.key,
        version: moved.version,
        actor: IQAC,
        today: TEST_TODAY,
      }),
    );
    expect(published.publicUrl).toBe(
      matrix(`group=1&type=QlM&criterion=${second.id}&sr=${metricId}`),
    );
    const kept = await t.db
      .selectFrom('iqac_files')
      .select('id')
      .where('subsubgroup_id', '=', metricId)
      .execute();
    expect(kept).toHaveLength(files.length);
    await eventually(async () => {
      const level3 = textOf(await pageHtml(t.site, published.publicUrl!));
      expect(level3).toContain('Reports of the village outreach camps');
      const old = textOf(
        await pageHtml(t.site, matrix(`group=1&type=QlM&criterion=${files[0]!.criterion}`)),
      );
      expect(old).not.toContain('3.7.1');
    });
  });

  /** The metric of the first test, found again (each test may run alone). */
  async function addMetricAgain() {
    const row = await t.db
      .selectFrom('iqac_subsubgroups')
      .select(['id', 'subgroup_id'])
      .where('sr_no', '=', '3.6.1')
      .executeTakeFirst();
    if (!row) {
      const made = await addMetric();
      return {
        metricId: made.metricId,
        files: made.files.map(() => ({ criterion: made.third.id })),
      };
    }
    const files = await t.db
      .selectFrom('iqac_files')
      .select('id')
      .where('subsubgroup_id', '=', row.id)
      .execute();
    return { metricId: row.id, files: files.map(() => ({ criterion: row.subgroup_id })) };
  }

  it('previews an unsaved metric on the public drill-down, with the site’s own pages, writing nothing', async () => {
    const third = await criterion('Criterion III');
    const before = await rowCounts(t.db);
    const preview = await previewOf(t.db, 'naac_metric', null, IQAC, {
      criterion: third.place,
      sr_no: '3.5.9',
      metric_question: 'A metric seen before it is published.',
    });
    if (!preview.ok) return expect.fail(JSON.stringify(preview));
    expect(preview.target.url('77')).toBe(matrix(`group=1&type=QlM&criterion=${third.id}&sr=77`));
    const level2 = await t.preview({
      ...preview.target,
      url: () => matrix(`group=1&type=QlM&criterion=${third.id}`),
    });
    expect(level2.status).toBe(200);
    expect(textOf(level2.html)).toContain('A metric seen before it is published.');
    const level3 = await t.preview(preview.target);
    expect(level3.status).toBe(200);
    expect(textOf(level3.html)).toContain('3.5.9');
    expect(
      textOf(await pageHtml(t.site, matrix(`group=1&type=QlM&criterion=${third.id}`))),
    ).not.toContain('3.5.9');
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('publishes an IQAC document to its IQAC page', async () => {
    const doc = itemOf(
      await publish('iqac_document', {
        type: 'IQAC_AQAR',
        title: 'AQAR 2025-26 as submitted',
        date: TEST_TODAY,
        attachments: [await upload('iqac/ssr-2-6-1-programme-and-course-outcomes.pdf', 'aqar.pdf')],
      }),
    );
    expect(doc.publicUrl).toMatch(/^\/iqac\/aqar\/2026\/\d+$/);
    await eventually(async () => {
      expect(textOf(await pageHtml(t.site, '/iqac/aqar'))).toContain('AQAR 2025-26 as submitted');
    });
  });
});
