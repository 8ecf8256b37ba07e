import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { facultyUrl } from '../helpers/page-addresses.ts';
import { useSitePages, type Queries } from '../helpers/site-pages.ts';

/**
 * The faculty list's links read from its HTML; its photographs, the 'About me' box, the CV
 * download in the browser and axe-core stay in tests/browser/department-faculty.spec.ts.
 */
const pages = useSitePages();
const LIST = '/department/PHY/faculty';

type Person = { id: number; name: string; liveNow: number };
const faculty = () =>
  pages.api<Person[]>('/getemployeebytype', { dept_code: 'PHY', type: 'FACULTY' });
const cvOf = async (id: number) =>
  (await pages.api<{ cv: { url: string }[] }>('/getmyprofiledata', { id })).cv;
const card = (screen: Queries, name: string) => within(screen.getByRole('article', { name }));

describe('faculty list', () => {
  it('shows the faculty page and report links only when liveNow equals 1', async () => {
    const people = await faculty();
    const live = people.filter((person) => person.liveNow === 1);
    const notLive = people.filter((person) => person.liveNow !== 1);
    expect(live.length).toBeGreaterThan(0);
    expect(notLive.length).toBeGreaterThan(0);
    const { screen } = await pages.load(LIST);
    for (const person of live) {
      const links = card(screen, person.name);
      expect(links.getByRole('link', { name: /^Visit Faculty Page/ }).getAttribute('href')).toBe(
        facultyUrl('PHY', 'single', person.id, person.name),
      );
      expect(links.getByRole('link', { name: /^View Quarterly Report/ }).getAttribute('href')).toBe(
        facultyUrl('PHY', 'quarterlyreport', person.id, person.name),
      );
    }
    for (const person of notLive) {
      const links = card(screen, person.name);
      expect(links.queryAllByRole('link', { name: /^Visit Faculty Page/ })).toHaveLength(0);
      expect(links.queryAllByRole('link', { name: /^View Quarterly Report/ })).toHaveLength(0);
    }
  });

  it("shows 'Download CV' only for those with a CV", async () => {
    const people = await faculty();
    const { screen } = await pages.load(LIST);
    for (const person of people) {
      const hasCv = (await cvOf(person.id)).length > 0;
      expect(
        card(screen, person.name).queryAllByRole('link', { name: /^Download CV/ }),
        person.name,
      ).toHaveLength(hasCv ? 1 : 0);
    }
  });

  it('the download route answers 404 for someone without a CV', async () => {
    const people = await faculty();
    const without = [];
    for (const person of people) if ((await cvOf(person.id)).length === 0) without.push(person);
    expect(without.length, 'the demo has a faculty member without a CV').toBeGreaterThan(0);
    const response = await pages.get(`/department/PHY/faculty/cv?id=${without[0]!.id}`);
    expect(response.statusCode).toBe(404);
  });
});
