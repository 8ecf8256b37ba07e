import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { apiPost, collegeNotices, TEST_YEAR } from './demo-api.ts';

const ORIGIN = 'https://www.example.edu.in';

/** The page's JSON-LD blocks, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}
const ofType = async (page: Page, type: string) =>
  (await jsonLd(page)).find((data) => data['@type'] === type);
const meta = (page: Page, key: string) =>
  page.locator(`meta[property="${key}"], meta[name="${key}"]`);

test.describe('link previews and structured data', () => {
  test('every page has a canonical address, OpenGraph and a Twitter card', async ({ page }) => {
    for (const [address, title] of [
      ['/', 'Kopoubari College'],
      ['/events?year=2021&utm_source=whatsapp', 'Events 2021'],
      ['/department/PHY/faculty', 'Faculty Members · Department of Physics'],
    ] as const) {
      await page.goto(address);
      const canonical = `${ORIGIN}${address.replace(/[&?]utm_source=whatsapp/, '')}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      await expect(meta(page, 'og:url')).toHaveAttribute('content', canonical);
      await expect(meta(page, 'og:title')).toHaveAttribute('content', new RegExp(`^${title}`));
      await expect(meta(page, 'og:description')).toHaveAttribute('content', /.+/);
      await expect(meta(page, 'og:type')).toHaveAttribute('content', 'website');
      await expect(meta(page, 'og:site_name')).toHaveAttribute('content', 'Kopoubari College');
      await expect(meta(page, 'og:locale')).toHaveAttribute('content', 'en_IN');
      await expect(meta(page, 'og:image')).toHaveAttribute('content', `${ORIGIN}/og-image.png`);
      await expect(meta(page, 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
    }
  });

  test('the preview image is a 1200×630 PNG', async ({ request }) => {
    const response = await request.get('/og-image.png');
    expect(response.headers()['content-type']).toBe('image/png');
    const { width, height, format } = await sharp(await response.body()).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
  });

  test('the home page describes the college (CollegeOrUniversity)', async ({ page }) => {
    await page.goto('/');
    const college = await ofType(page, 'CollegeOrUniversity');
    expect(college).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Kopoubari College',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/uploads/college/logo.png`,
      address: { '@type': 'PostalAddress', postalCode: '781399', addressRegion: 'Assam' },
    });
    expect(await ofType(page, 'BreadcrumbList')).toBeUndefined();
  });

  test('an event’s page describes the event (Event)', async ({ page, request }) => {
    const [event] = await collegeNotices(request, 'COLLEGE_EVENT', TEST_YEAR);
    await page.goto(`/events/${TEST_YEAR}/${event!.id}`);
    await expect(meta(page, 'og:type')).toHaveAttribute('content', 'article');
    expect(await ofType(page, 'Event')).toMatchObject({
      name: event!.title,
      startDate: event!.date,
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Kopoubari College' },
      organizer: { '@type': 'CollegeOrUniversity', name: 'Kopoubari College' },
      url: `${ORIGIN}/events/${TEST_YEAR}/${event!.id}`,
    });
    const crumbs = (await ofType(page, 'BreadcrumbList')) as {
      itemListElement: { name: string; item?: string }[];
    };
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual([
      'Home',
      'Events',
      event!.title,
    ]);
    expect(crumbs.itemListElement[1]!.item).toBe(`${ORIGIN}/events`);
  });

  test('a faculty profile describes the person (Person)', async ({ page, request }) => {
    const faculty = await apiPost<
      { id: number; name: string; designation: string; liveNow: number }[]
    >(request, '/getemployeebytype', { dept_code: 'PHY', type: 'FACULTY' });
    const person = faculty.find((p) => p.liveNow === 1)!;
    await page.goto(
      `/department/PHY/faculty/single?id=${person.id}&name=${encodeURIComponent(person.name)}`,
    );
    await expect(meta(page, 'og:type')).toHaveAttribute('content', 'profile');
    expect(await ofType(page, 'Person')).toMatchObject({
      name: person.name,
      jobTitle: person.designation,
      worksFor: { '@type': 'CollegeOrUniversity', name: 'Kopoubari College' },
    });
  });

  test('an inner page says where it sits (BreadcrumbList), with its data escaped', async ({
    page,
  }) => {
    await page.goto('/aboutus/history');
    const crumbs = (await ofType(page, 'BreadcrumbList')) as {
      itemListElement: { position: number; name: string }[];
    };
    expect(crumbs.itemListElement.map((item) => item.position)).toEqual([1, 2]);
    const raw = await page.locator('script[type="application/ld+json"]').first().innerHTML();
    expect(raw).not.toContain('<');
  });
});
