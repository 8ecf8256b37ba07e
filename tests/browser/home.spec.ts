import type { Locator, Page } from '@playwright/test';
import { CAROUSEL_INTERVAL_MS, MARQUEE_HEIGHT_PX } from '../../src/contract/constants.ts';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { DEMO_CONTENT_DIR } from '../helpers/today.ts';
import { expectLoaded } from './demo-api.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { PANELS, upcomingEvents } from './home-api.ts';

const VIDEO_TITLE = 'A walk through the campus of Kopoubari College';
const VIDEO_ID = 'KBCtour2025';

/** Waits until the enhancement script has run: the carousel's control only exists then. */
async function enhanced(page: Page) {
  await expect(page.getByRole('button', { name: /upcoming events$/ })).toBeVisible();
}

/** Where a panel's first notice stands below the panel's heading, in px (moves as it scrolls). */
async function listOffset(panel: Locator): Promise<number> {
  const [item, heading] = await Promise.all([
    panel.getByRole('listitem').first().boundingBox(),
    panel.getByRole('heading').boundingBox(),
  ]);
  return item!.y - heading!.y;
}

/**
 * The page's timers (the carousel's and the marquees' intervals) on Playwright's clock: time goes
 * on as usual, and a test that checks something holds still runs the timers of that span at once
 * (`hold`) rather than waiting it out.
 */
const ownClock = (page: Page) => page.clock.install();

/** Runs the page's timers of the next `ms` now: what moves by itself would have moved. */
const hold = (page: Page, ms: number) => page.clock.runFor(ms);

/** Lets a hold take effect before measuring: the timers of the next 200 ms run first. */
const settle = (page: Page) => hold(page, 200);

/** Takes the pointer and the focus away from everything. */
async function leaveAlone(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe('home page', () => {
  test('the hero shows the college\u2019s photograph, described by its alt text', async ({
    page,
  }) => {
    const { hero } = parse(readFileSync(`${DEMO_CONTENT_DIR}/college.yaml`, 'utf8')) as {
      hero: { file: string; alt: string };
    };
    await page.goto('/');
    const photo = page.locator('.hero').getByRole('img', { name: hero.alt, exact: true });
    await expect(photo).toHaveAttribute('src', `/uploads/${hero.file}`);
    await expect(photo).toBeVisible();
    await expectLoaded(photo);
    // The college's name stays the page's heading, over the photograph.
    await expect(page.locator('.hero').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the hero\u2019s text sits on a solid background of its own, with AA contrast', async ({
    page,
  }) => {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const texts = await page.locator('.hero__intro').evaluate((intro) => {
        const rgb = (color: string) => color.match(/[\d.]+/g)!.map(Number);
        const luminance = (color: string) => {
          const [r, g, b] = rgb(color).map((c) => {
            const s = c / 255;
            return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        const inner = intro.closest('.hero__inner')!;
        return [...intro.children].map((text) => {
          // The nearest box behind the text that paints anything; the photograph lies under
          // the hero's inner box, so that box must be inside it.
          let box: Element | null = text;
          while (box && getComputedStyle(box).backgroundColor === 'rgba(0, 0, 0, 0)')
            box = box.parentElement;
          const style = getComputedStyle(box!);
          const [light, dark] = [
            luminance(getComputedStyle(text).color),
            luminance(style.backgroundColor),
          ].sort((a, b) => b - a);
          return {
            text: text.textContent,
            ownBackground: inner.contains(box),
            opaque: rgb(style.backgroundColor)[3] === undefined && style.backgroundImage === 'none',
            contrast: (light! + 0.05) / (dark! + 0.05) >= 4.5,
          };
        });
      });
      expect(texts.map((t) => t.text).join(' ')).toContain('Affiliated to Gauhati University');
      for (const text of texts)
        expect(text, `${text.text} at ${width} px`).toMatchObject({
          ownBackground: true,
          opaque: true,
          contrast: true,
        });
    }
  });

  test('has no holiday pop-up on a day without a holiday', async ({ page, request }) => {
    const holiday = await request.get('/api/checkiftodayisholiday');
    expect(await holiday.json()).toMatchObject({ status: false });
    await page.goto('/');
    await enhanced(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Holiday notice')).toHaveCount(0);
  });

  // The complete HTML, the teasers' and cards' links and each notice panel's list:
  // tests/pages/home.test.ts.

  test('the new badge blinks', async ({ page }) => {
    await page.goto('/');
    const badge = page.getByText('New', { exact: true }).first();
    expect(await badge.evaluate((el) => getComputedStyle(el).animationName)).toBe('blink');
  });

  test.describe('the upcoming events carousel', () => {
    test('shows one event at a time and moves on to the next', async ({ page, request }) => {
      const events = await upcomingEvents(request);
      expect(events.length).toBeGreaterThan(1);
      await page.goto('/');
      await enhanced(page);
      await leaveAlone(page);
      const shown = page.getByRole('region', { name: 'Upcoming Events' }).getByRole('listitem');
      await expect(shown).toHaveCount(1);
      const first = await shown.innerText();
      const i = events.findIndex((event) => first.includes(event.title));
      expect(i).toBeGreaterThanOrEqual(0);
      await expect(shown).toContainText(events[(i + 1) % events.length]!.title, {
        timeout: CAROUSEL_INTERVAL_MS * 3,
      });
      await expect(shown).toHaveCount(1);
    });

    test('holds with its Pause control until Play', async ({ page }) => {
      await ownClock(page);
      await page.goto('/');
      await enhanced(page);
      const region = page.getByRole('region', { name: 'Upcoming Events' });
      await region.getByRole('button', { name: 'Pause upcoming events' }).click();
      await leaveAlone(page);
      await settle(page);
      const held = await region.getByRole('listitem').innerText();
      await hold(page, CAROUSEL_INTERVAL_MS * 1.6);
      expect(await region.getByRole('listitem').innerText()).toBe(held);

      // Play resumes at once, even with the pointer and focus still on the control.
      await region.getByRole('button', { name: 'Play upcoming events' }).click();
      await expect(region.getByRole('listitem')).not.toHaveText(held, {
        timeout: CAROUSEL_INTERVAL_MS * 3,
      });
    });

    test('holds while the pointer is over it and while focus is in it', async ({ page }) => {
      await ownClock(page);
      await page.goto('/');
      await enhanced(page);
      const region = page.getByRole('region', { name: 'Upcoming Events' });
      const shown = region.getByRole('listitem');

      await shown.hover();
      await settle(page);
      const hovered = await shown.innerText();
      await hold(page, CAROUSEL_INTERVAL_MS * 1.6);
      expect(await shown.innerText()).toBe(hovered);
      await page.mouse.move(0, 0);
      await expect(shown).not.toHaveText(hovered, { timeout: CAROUSEL_INTERVAL_MS * 3 });

      await region.getByRole('button', { name: 'Pause upcoming events' }).focus();
      await settle(page);
      const focused = await shown.innerText();
      await hold(page, CAROUSEL_INTERVAL_MS * 1.6);
      expect(await shown.innerText()).toBe(focused);
      await leaveAlone(page);
      await expect(shown).not.toHaveText(focused, { timeout: CAROUSEL_INTERVAL_MS * 3 });
    });
  });

  test.describe('the notice marquees', () => {
    test(`scroll in a ${MARQUEE_HEIGHT_PX} px box and hold on hover`, async ({ page }) => {
      await ownClock(page);
      await page.goto('/');
      await enhanced(page);
      await leaveAlone(page);
      for (const panel of PANELS) {
        const region = page.getByRole('region', { name: panel.heading });
        const box = await region
          .getByRole('list')
          .evaluate((list) => list.parentElement!.clientHeight);
        expect(box).toBe(MARQUEE_HEIGHT_PX);
        const start = await listOffset(region);
        await expect.poll(() => listOffset(region)).toBeLessThan(start - 5);
      }

      const region = page.getByRole('region', { name: PANELS[0].heading });
      await region.getByRole('list').hover();
      await settle(page);
      const held = await listOffset(region);
      await hold(page, 1000);
      expect(await listOffset(region)).toBe(held);
      await page.mouse.move(0, 0);
      await expect.poll(() => listOffset(region)).toBeLessThan(held - 5);
    });

    test('hold with their Pause control and while focus is in them', async ({ page }) => {
      await ownClock(page);
      await page.goto('/');
      await enhanced(page);
      const region = page.getByRole('region', { name: 'Tenders' });
      await region.getByRole('button', { name: 'Pause Tenders' }).click();
      await leaveAlone(page);
      await settle(page);
      const paused = await listOffset(region);
      await hold(page, 1000);
      expect(await listOffset(region)).toBe(paused);
      await region.getByRole('button', { name: 'Play Tenders' }).click();
      await expect.poll(() => listOffset(region)).toBeLessThan(paused - 5);

      await leaveAlone(page);
      await region.getByRole('link').nth(1).focus();
      await settle(page);
      const focused = await listOffset(region);
      await hold(page, 1000);
      expect(await listOffset(region)).toBe(focused);
    });
  });

  test('loads the tour video from YouTube only when asked to', async ({ page }) => {
    const youtube: string[] = [];
    page.on('request', (request) => {
      if (/youtube/.test(request.url())) youtube.push(request.url());
    });
    await page.route(/youtube(-nocookie)?\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
    );
    await page.goto('/');
    const play = page.getByRole('button', { name: `Play video: ${VIDEO_TITLE}` });
    await play.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(youtube).toEqual([]);

    await play.click();
    const player = page.locator('iframe');
    await expect(player).toHaveAttribute('title', VIDEO_TITLE);
    await expect(player).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1&cc_load_policy=1`,
    );
    await expect(player).toBeFocused();
    await expect.poll(() => youtube.length).toBeGreaterThan(0);
    expect(youtube.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/');
    await enhanced(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('home page with reduced motion', () => {
  test('lists every event, keeps the marquees still and the new badges steady', async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await ownClock(page);
    await page.goto('/');
    // Once JavaScript runs, the video placeholder becomes a button.
    await expect(page.getByRole('button', { name: /^Play video/ })).toBeVisible();
    const events = await upcomingEvents(request);
    const hero = page.getByRole('region', { name: 'Upcoming Events' });
    await expect(hero.getByRole('listitem')).toHaveCount(events.length);
    await expect(
      page.getByRole('button', {
        name: /^(Pause|Play) (upcoming events|Student Notification|Tenders|Announcements)$/,
      }),
    ).toHaveCount(0);

    const region = page.getByRole('region', { name: PANELS[0].heading });
    const start = await listOffset(region);
    await hold(page, 1000);
    expect(await listOffset(region)).toBe(start);
    const badge = page.getByText('New', { exact: true }).first();
    expect(await badge.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });
});

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // What the HTML holds (events, panels, links, no iframe): tests/pages/home.test.ts. Here what
  // the style sheet makes of it without the enhancement module.
  test('shows every upcoming event and lets the panels scroll by hand', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const events = await upcomingEvents(request);
    const hero = page.getByRole('region', { name: 'Upcoming Events' });
    await expect(hero.getByRole('listitem')).toHaveCount(events.length);
    for (const panel of PANELS) {
      const section = page.getByRole('region', { name: panel.heading });
      await expect(section).toBeVisible();
      // A plain list that scrolls by hand.
      const scrolls = await section
        .getByRole('list')
        .evaluate((list) => list.parentElement!.scrollHeight > list.parentElement!.clientHeight);
      expect(scrolls).toBe(true);
    }
    await expect(page.getByRole('region', { name: 'About The College' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Our History' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Committees', exact: true }),
    ).toBeVisible();
  });
});
