import { getByLabelText } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { notice } from '../../src/studio/content/entities/notice.ts';
import { publishItem } from '../../src/studio/content/items.repository.ts';
import { makeAccount, signIn } from '../helpers/studio-auth.ts';
import { OFFICE, eventually, itemOf, pageHtml, siteAnswer } from '../helpers/studio-content.ts';
import { parsePage } from '../helpers/studio-dom.ts';
import { useStudio } from '../helpers/studio.ts';
import { TEST_TODAY } from '../helpers/today.ts';

/** The college notice editor's Assamese title and description (decision 060). */
const t = useStudio();

const NOTICE = {
  type: 'COLLEGE_TENDER',
  title: 'Studio tender: library shelves',
  date: TEST_TODAY,
  description: '<p>Shelves for the library.</p>',
  attachments: [],
};
const publish = (values: Record<string, unknown>, token: string) =>
  publishItem(t.db, {
    entity: 'notice',
    key: null,
    version: 0,
    createToken: token,
    values,
    actor: OFFICE,
    today: TEST_TODAY,
  });

describe('the notice editor in Assamese', () => {
  it('labels the Assamese fields in English and marks their inputs lang="as"', async () => {
    await makeAccount(t, { username: 'office.assamese', role: 'office' });
    const { cookie } = await signIn(t, 'office.assamese');
    const answer = await t.studio.inject({ url: '/items/notice/new', headers: { cookie } });
    const { body } = parsePage(answer.body);
    expect(getByLabelText(body, /^Heading in Assamese/).getAttribute('lang')).toBe('as');
    expect(
      getByLabelText(body, /^Details in Assamese/)
        .closest('[lang]')
        ?.getAttribute('lang'),
    ).toBe('as');
  });

  it('publishes them to the API and the Assamese page, and reads them back', async () => {
    const item = itemOf(
      await publish(
        {
          ...NOTICE,
          title_as: 'ষ্টুডিঅ’ৰ নিবিদা: পুথিভঁৰালৰ তাক',
          description_as: '<p>পুথিভঁৰালৰ বাবে তাক।</p><script>alert(1)</script>',
        },
        'assamese-notice',
      ),
    );
    expect(item.status).toBe('published');
    await eventually(async () => {
      const [first] = await siteAnswer(t.site, 'getNoticesByTypeDept', {
        type: 'COLLEGE_TENDER',
        dept_code: 'TNC',
        year: Number(TEST_TODAY.slice(0, 4)),
      });
      expect(first).toMatchObject({
        title: NOTICE.title,
        title_as: 'ষ্টুডিঅ’ৰ নিবিদা: পুথিভঁৰালৰ তাক',
        description_as: expect.not.stringContaining('script'),
      });
      expect(await pageHtml(t.site, '/as/notifications/tender')).toContain('পুথিভঁৰালৰ তাক');
    });
    const published = await notice.readPublished(t.db, item.publicId!);
    expect(published?.values).toMatchObject({
      title_as: 'ষ্টুডিঅ’ৰ নিবিদা: পুথিভঁৰালৰ তাক',
      description_as: expect.stringContaining('পুথিভঁৰালৰ বাবে তাক।'),
    });
  });

  it('refuses English in the Assamese title, and an Assamese description alone', async () => {
    const outcome = await publish(
      { ...NOTICE, description: '', title_as: 'Library shelves', description_as: '<p>তাক</p>' },
      'assamese-refused',
    );
    if (outcome.ok) return expect.fail('published');
    expect(outcome.fieldErrors.title_as?.join(' ')).toMatch(/in Assamese \(Bengali script\)/);
    expect(outcome.fieldErrors.description_as?.join(' ')).toMatch(/description in English too/);
  });
});
