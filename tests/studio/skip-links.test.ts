import { beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, signIn } from '../helpers/studio-auth.ts';
import { screen } from '../helpers/studio-send.ts';
import { useStudio } from '../helpers/studio.ts';
import { twoTeachers } from '../helpers/teachers.ts';

/** The skip links at the top of a screen, each with the element it leads to. */
const skipLinks = (page: Document) =>
  [...page.querySelectorAll<HTMLAnchorElement>('.skip-links a')].map((link) => {
    const target = page.getElementById(link.getAttribute('href')!.slice(1));
    return { label: link.textContent, target: target?.tagName.toLowerCase() ?? null };
  });

/**
 * Shortcuts to a screen's main action, in the HTML itself (issue 36, decision 093): the skip
 * links a screen adds after "Skip to main content", each leading to an element of the page. The
 * keys they save are counted in a browser (studio-find.spec.ts, studio-teacher.spec.ts).
 */
describe('skip links to each screen’s main action', () => {
  const t = useStudio({ readsPublicSite: false });
  let office = '';
  let teacher = '';
  let personId = 0;

  beforeAll(async () => {
    await makeAccount(t, { username: 'skip.office', role: 'office' });
    office = (await signIn(t, 'skip.office')).cookie;
    personId = (await twoTeachers(t.db)).me.id;
    await makeAccount(t, { username: 'skip.teacher', role: 'faculty', personId });
    teacher = (await signIn(t, 'skip.teacher')).cookie;
  });

  it('leads from the top of an editor with files to its file box, and of one without to its main content', async () => {
    expect(skipLinks(await screen(t, office, '/items/notice/new'))).toEqual([
      { label: 'Skip to main content', target: 'main' },
      { label: 'Skip to the file box', target: 'input' },
    ]);
    const admission = await screen(t, office, '/items/admission/padmission');
    expect(skipLinks(admission)).toEqual([{ label: 'Skip to main content', target: 'main' }]);
  });

  it('puts a notice’s file box right after its date, before the texts', async () => {
    const page = await screen(t, office, '/items/notice/new');
    const names = [...page.querySelectorAll('.item-form [name]')].map((c) =>
      c.getAttribute('name'),
    );
    const files = names.indexOf('upload--attachments');
    expect(files).toBeGreaterThan(names.indexOf('date'));
    expect(files).toBeLessThan(names.indexOf('description'));
  });

  it('leads from the top of a teacher’s section, and from above its rows, to the add-row form', async () => {
    const page = await screen(t, teacher, `/profiles/${personId}/research_papers`);
    expect(skipLinks(page)).toEqual([
      { label: 'Skip to main content', target: 'main' },
      { label: 'Skip to add a row', target: 'h2' },
    ]);
    expect(page.getElementById('add-row')!.textContent).toBe('Add a row');
    // Above the rows, a link to the form below them.
    expect(page.querySelectorAll('.profile-rows li').length).toBeGreaterThan(0);
    const jump = page.querySelector('main a[href="#add-row"]')!;
    expect(jump.textContent).toBe('Add a row');
    const rows = page.querySelector('.profile-rows')!;
    expect(
      jump.compareDocumentPosition(rows) & page.defaultView!.Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
