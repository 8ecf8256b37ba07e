import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../../contract/client.ts';
import { textsFor } from '../../../i18n/intl.ts';
import { loadMatrix } from './matrix.server.ts';

/** A backend with one group of two types; criterion 10 (QlM) has serial number 100. */
function fakeApi(groups = [{ id: 1, name: 'SSR', types: ['QlM', 'QnM'] }]): ApiClient {
  return {
    getGroup: async () => groups,
    getSubgroupByGroupIdAndType: async ({ type }: { type: string }) =>
      type === 'QlM' ? [{ id: 10, criterion: 'Criterion I', metric_question: 'Q1' }] : [],
    getSubSubgroupBySubgroupId: async () => [{ id: 100, sr_no: '1.1.1', metric_question: 'Q2' }],
    getFileGroupBySubSubgroupId: async () => [
      {
        id: 1,
        sr_no: '1',
        title: 'Photo',
        upload_info: [{ type: 'photos', path: 'a.jpg', mime: 'image/jpeg', fileType: 'image' }],
      },
    ],
  } as unknown as ApiClient;
}

/** The images' sizes are not asked of this backend: their failure is logged, and tolerated. */
const log = { warn: vi.fn(), error: vi.fn() };

const load = (query: string, api = fakeApi(), language: 'en' | 'as' = 'en') =>
  loadMatrix({ api, uploadsUrl: '/uploads', log }, new URLSearchParams(query), textsFor(language));

describe('loadMatrix', () => {
  it('opens on the first group and its first type', async () => {
    const view = await load('');
    expect(view.state).toEqual({ group: 1, type: 'QlM' });
    expect(view.level?.depth).toBe(1);
    expect(view.groups).toEqual([
      { label: 'SSR', href: '/iqac/matrix?group=1&type=QlM', current: true },
    ]);
    expect(view.types.map((t) => t.current)).toEqual([true, false]);
    expect(view.problems).toEqual([]);
  });

  it('walks down to the files, an image apart from the other files', async () => {
    const view = await load('group=1&type=QlM&criterion=10&sr=100');
    expect(view.level?.depth).toBe(3);
    expect(view.level?.rows).toEqual([
      {
        srNo: '1',
        title: 'Photo',
        images: [
          {
            href: '/uploads/photos/a.jpg',
            external: false,
            image: { src: '/uploads/photos/a.jpg' },
          },
        ],
        files: [],
      },
    ]);
    expect(view.crumbs.map((c) => [c.label, c.href])).toEqual([
      ['All criteria', '/iqac/matrix?group=1&type=QlM'],
      ['Criterion I', '/iqac/matrix?group=1&type=QlM&criterion=10'],
      ['1.1.1', undefined],
    ]);
  });

  it('stops at the level above a value the backend does not have, saying why', async () => {
    const criterionOfOtherType = await load('group=1&type=QnM&criterion=10');
    expect(criterionOfOtherType.level?.depth).toBe(1);
    expect(criterionOfOtherType.problems).toEqual([
      'There is no criterion 10 in SSR, Quantitative Metrics (QnM). Showing all criteria.',
    ]);
    const badSerial = await load('group=1&type=QlM&criterion=10&sr=5');
    expect(badSerial.level?.depth).toBe(2);
    expect(badSerial.state).toEqual({ group: 1, type: 'QlM', criterion: 10 });
  });

  it("writes its texts in the page's language, the content's names as they are", async () => {
    const criteria = await load('group=1&type=QlM', fakeApi(), 'as');
    expect(criteria.level?.heading).toBe('মাপকাঠিসমূহ');
    expect(criteria.level?.caption).toBe('SSR, গুণগত মাপকাঠিৰ মাপকাঠিসমূহ');
    expect(criteria.types.map((type) => type.label)).toEqual(['গুণগত মাপকাঠি', 'পৰিমাণগত মাপকাঠি']);
    const wrongType = await load('group=1&type=ZZ', fakeApi(), 'as');
    expect(wrongType.problems).toEqual([
      'SSRত ZZ নামৰ কোনো মাপকাঠিৰ প্ৰকাৰ নাই। গুণগত মাপকাঠি দেখুওৱা হৈছে।',
    ]);
    const files = await load('group=1&type=QlM&criterion=10&sr=100', fakeApi(), 'as');
    expect(files.level?.heading).toBe('ক্ৰমিক নম্বৰ 1.1.1');
    expect(files.crumbs[0]?.label).toBe('সকলো মাপকাঠি');
  });

  it('says so when there is nothing to show', async () => {
    expect((await load('', fakeApi([]))).empty).toBe('No NAAC metrics have been published yet.');
    const noTypes = await load('group=2', fakeApi([{ id: 2, name: 'AQAR', types: [] }]));
    expect(noTypes.empty).toBe('AQAR has no metric types yet.');
    expect(noTypes.level).toBeNull();
  });
});
