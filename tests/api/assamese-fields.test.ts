import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers/api.ts';

/**
 * The Assamese fields in the API's answers (decision 060): given where the content has them,
 * absent elsewhere, so an answer without Assamese is exactly what it was before.
 */
const api = useApi();

const raw = async (...args: Parameters<typeof api.call>) => (await api.call(...args)).json();

describe('Assamese fields in the answers', () => {
  it('carry a notice title and description in Assamese, and nothing for the others', async () => {
    const notices = (await raw('getNoticesByTypeDeptV1', {
      type: 'COLLEGE_ACADEMIC_NOTICE',
    })) as Record<string, unknown>[];
    const [newest, older] = notices;
    expect(newest).toMatchObject({
      title: 'Creation of ABC IDs (Academic Bank of Credits)',
      title_as: 'এ বি চি আই ডি (একাডেমিক বেংক অৱ ক্ৰেডিটছ) খোলা',
      description_as: expect.stringContaining('<span lang="as">'),
    });
    expect(Object.keys(older!).sort()).toEqual([
      'date',
      'date_no',
      'description',
      'diff',
      'id',
      'link',
      'month',
      'title',
      'upload_info',
      'year',
    ]);
  });

  it('carry an upcoming event title in Assamese', async () => {
    const events = (await raw('getUpcomingEvents')) as Record<string, unknown>[];
    expect(events[0]).toMatchObject({
      title: 'Inter-departmental debate competition',
      title_as: 'আন্তঃবিভাগীয় বিতৰ্ক প্ৰতিযোগিতা',
    });
  });

  it("carry a text's Assamese title and body, and none for a text without", async () => {
    expect(await raw('getSiteText', { name: 'history' })).toMatchObject({
      title: 'Our History',
      title_as: 'আমাৰ ইতিহাস',
      body_as: expect.stringContaining('১৯৬৭'),
    });
    const english = (await raw('getSiteText', { name: 'alumni/association' })) as object;
    expect(Object.keys(english).sort()).toEqual(['body', 'title']);
  });

  it("leave a department's answer without Assamese as it was", async () => {
    const department = (await raw('getDeptData', { dept_code: 'PHY' })) as object;
    expect(Object.keys(department)).not.toContain('department_about_as');
  });
});
