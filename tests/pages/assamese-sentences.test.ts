import { describe, expect, it } from 'vitest';
import { textOf, useSitePages } from '../helpers/site-pages.ts';

/**
 * The Assamese pages say their sentences whole, in Assamese order, with the interface's numbers
 * in Assamese digits and the college's own Assamese names (issue 37, point 1): a link's hidden
 * words are a part of one message, not an English sentence's pieces glued.
 */
const pages = useSitePages();
const ASCII_DIGIT = /[0-9]/;

describe('sentences and names of the Assamese pages', () => {
  it("a department's header: the Assamese name beside the banner, which draws the English", async () => {
    const assamese = (await pages.load('/as/department/PHY')).document;
    const banner = assamese.querySelector('.dept-header__banner img, img.dept-header__banner');
    expect(banner?.getAttribute('alt')).toBe('পদাৰ্থ বিজ্ঞান বিভাগ');
    const beside = assamese.querySelector('.dept-header__name-as');
    expect(textOf(beside)).toBe('পদাৰ্থ বিজ্ঞান বিভাগ');
    expect(beside?.getAttribute('lang')).toBeNull();
    const english = (await pages.load('/department/PHY')).document;
    expect(textOf(english.querySelector('.dept-header__name-as'))).toBe('পদাৰ্থ বিজ্ঞান বিভাগ');
    expect(english.querySelector('.dept-header__name-as')?.getAttribute('lang')).toBe('as');
  });

  it('the home page: names, teaser, panels, the tour transcript and months in Assamese', async () => {
    const { document } = await pages.load('/as/');
    expect(textOf(document.querySelector('h1'))).toBe('কপৌবাৰী মহাবিদ্যালয়');
    expect(document.querySelector('.hero__name-as')?.getAttribute('lang')).toBe('en');
    expect(textOf(document.querySelector('.hero__tagline'))).toContain('গুৱাহাটী বিশ্ববিদ্যালয়');
    expect(textOf(document.querySelector('.site-header__address'))).toMatch(/অসম ৭৮১৩৯৯$/);
    expect(textOf(document.querySelector('#about-teaser ~ p a, .teaser a.button'))).toBe(
      'মহাবিদ্যালয়ৰ বিষয়ে অধিক পঢ়ক',
    );
    const viewAll = [...document.querySelectorAll('.notice-panel__more a')].map(textOf);
    expect(viewAll.length).toBeGreaterThan(0);
    for (const text of viewAll) expect(text).toMatch(/^\S.*ৰ সকলো চাওক$/);
    const transcript = document.querySelector('.tour-video__note a');
    expect(textOf(transcript)).toMatch(/ৰ লিখিত ৰূপটো পঢ়ক$/);
    expect(transcript?.querySelector('[lang="en"]')).not.toBeNull();
    expect(textOf(document.querySelector('.tour-video__note'))).toMatch(/।$/);
    // Whole month names: no 'নৱে' for নৱেম্বৰ.
    const months = [...document.querySelectorAll('.event-date__month')].map(textOf);
    expect(months.length).toBeGreaterThan(0);
    for (const month of months) expect(month).not.toMatch(/^(জানু|ফেব্ৰু|ছেপ্তে|অক্টো|নৱে|ডিচে)$/);
  });

  it('a list: its feed link says whose feed first', async () => {
    const { document } = await pages.load('/as/notifications/academic');
    const feed = document.querySelector('.feed-links a');
    expect(textOf(feed)).toMatch(/^\S.*জাননীৰ আৰ এছ এছ ফীড$/);
  });

  it('a faculty list: the person before the CV, and the name marked English', async () => {
    const { document } = await pages.load('/as/department/PHY/faculty');
    const cv = document.querySelector('a.dept-cv');
    expect(textOf(cv)).toMatch(/^.+ৰ জীৱন-বৃত্তান্ত ডাউনল’ড কৰক/);
    expect(cv?.querySelector('.visually-hidden [lang="en"]')).not.toBeNull();
    expect(document.querySelector('.faculty-card__name')?.getAttribute('lang')).toBe('en');
  });

  it('a profile: section numbers and the joining date in Assamese digits', async () => {
    const { document } = await pages.load('/as/department/PHY/faculty/single?id=151');
    expect(textOf(document.querySelector('#basic-heading'))).toBe('মূল বিৱৰণ(১)');
    const facts = [...document.querySelectorAll('.facts > div')];
    const joining = facts.find((fact) => textOf(fact.querySelector('dt')) === 'যোগদানৰ তাৰিখ');
    expect(joining, 'the profile shows the date of joining').toBeTruthy();
    expect(textOf(joining!.querySelector('dd'))).not.toMatch(ASCII_DIGIT);
    expect(textOf(document.querySelector('.profile-side'))).not.toContain('Department of');
  });

  it('a notice: its list in the breadcrumb and the way back in Assamese', async () => {
    const list = await pages.load('/as/notifications/academic');
    const href = list.document.querySelector('.notice__title a')!.getAttribute('href')!;
    const { document } = await pages.load(href);
    const crumbs = [...document.querySelectorAll('.breadcrumb a')].map(textOf);
    expect(crumbs.at(-1)).toMatch(/^[^A-Za-z]+$/);
    const event = await pages.load('/as/events');
    const eventHref = event.document.querySelector('.notice__title a')!.getAttribute('href')!;
    const eventPage = await pages.load(eventHref);
    expect(textOf([...eventPage.document.querySelectorAll('dd')].at(-1))).toBe('অনুষ্ঠান');
  });

  it('a table: serial numbers in Assamese digits, the content marked English', async () => {
    const { document } = await pages.load('/as/committees?code=IQAC');
    const first = document.querySelector('tbody tr');
    expect(textOf(first?.querySelector('td'))).toBe('১');
    expect(first?.querySelectorAll('td')[1]?.getAttribute('lang')).toBe('en');
  });
});
