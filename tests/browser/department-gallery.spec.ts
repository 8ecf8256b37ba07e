import sharp from 'sharp';
import { api } from './department-api.ts';
import { whenEnhanced } from './demo-api.ts';
import { statusWhileLoading } from './while-loading.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

type Album = { caption: string; upload_info: { url: string; fileType: string; alt?: string }[] };

const GALLERY = '/department/PHY/gallery';
const albumsOf = (request: import('@playwright/test').APIRequestContext, dept: string) =>
  api<Album[]>(request, '/getgallery', { dept, type: 'DEPARTMENT' });

test.describe('department gallery', () => {
  test('shows each album with its caption and pictures, sized, lazy, in the sizes made at import', async ({
    page,
    request,
  }) => {
    const albums = await albumsOf(request, 'PHY');
    expect(albums.length).toBeGreaterThan(0);
    await page.goto(GALLERY);
    // Server-rendered pages arrive complete: no loading text shown (the enhancement's text for
    // a later click waits in an attribute of <main>, decision 057).
    await expect(page.getByText('Loading Gallery')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery');
    await expect(page.getByText('No albums to view')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      albums.map((a) => a.caption),
    );
    for (const [a, album] of albums.entries()) {
      const region = page.getByRole('region', { name: album.caption });
      const links = region.getByRole('link');
      await expect(links).toHaveCount(album.upload_info.length);
      for (const [i, file] of album.upload_info.entries()) {
        const link = links.nth(i);
        await expect(link).toHaveAttribute('href', file.url);
        // Each photograph says what it shows (the demo's alt texts; a caption-based fallback
        // when a backend sends none).
        expect(file.alt).toBeTruthy();
        const image = link.getByRole('img', { name: file.alt, exact: true });
        await expect(image).toHaveAttribute('width', '480');
        await expect(image).toHaveAttribute('height', '320');
        // The first picture is in view when the page opens; the others wait until scrolled to.
        await expect(image).toHaveAttribute('loading', a === 0 && i === 0 ? 'eager' : 'lazy');
        await expect(image).toHaveAttribute('src', file.url);
        // The versions made at import, then the original at its own width.
        const original = await request.get(file.url);
        expect(original.ok(), file.url).toBe(true);
        const { width } = await sharp(await original.body()).metadata();
        expect(width).toBeGreaterThan(320);
        await expect(image).toHaveAttribute(
          'srcset',
          new RegExp(
            `^/uploads/_variants/${file.url.slice('/uploads/'.length)}/64\\.webp 64w, .* 320w, .*, ${file.url} ${width}w$`,
          ),
        );
      }
    }
  });

  test("says 'No albums to view' when there are none", async ({ page, request }) => {
    expect(await albumsOf(request, 'ECO')).toEqual([]);
    await page.goto('/department/ECO/gallery');
    await expect(page.getByText('No albums to view')).toBeVisible();
    await expect(page.getByRole('img')).toHaveCount(1); // the banner only
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1 });
    test('pictures are served at phone sizes, not at their full size', async ({
      page,
      request,
    }) => {
      const [album] = await albumsOf(request, 'PHY');
      const original = await request.get(album!.upload_info[0]!.url);
      await page.goto(GALLERY);
      const image = page.getByRole('region', { name: album!.caption }).getByRole('img').first();
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      const { src, width } = await image.evaluate((img: HTMLImageElement) => ({
        src: img.currentSrc,
        width: img.naturalWidth,
      }));
      // One of the versions made at import, about as wide as its thumbnail (two a row on a
      // phone, decision 034), never the original.
      expect(src).toMatch(/\/uploads\/_variants\/gallery\/.+\/(160|200|256)\.webp$/);
      expect(width).toBeLessThanOrEqual(256);
      const resized = await request.get(src);
      expect(resized.headers()['content-type']).toBe('image/webp');
      expect((await resized.body()).length).toBeLessThan((await original.body()).length);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
    });
  });

  test('the image route sends a picture of that gallery to its version made at import', async ({
    request,
  }) => {
    const at = async (query: string) =>
      request.get(`${GALLERY}/image?${query}`, { maxRedirects: 0 });
    const sized = await at('src=gallery%2Fphy-1-1.jpg&w=700');
    expect(sized.status()).toBe(302);
    expect(sized.headers().location).toBe('/uploads/_variants/gallery/phy-1-1.jpg/800.webp');
    const huge = await at('src=gallery%2Fphy-1-1.jpg&w=4000');
    expect(huge.headers().location).toBe('/uploads/gallery/phy-1-1.jpg');
    // An older address, written otherwise or with a parameter the route does not take, is sent
    // to the canonical one first (decision 039).
    const older = await at('src=gallery/phy-1-1.jpg&view=large&w=700');
    expect(older.status()).toBe(301);
    expect(older.headers().location).toBe(`${GALLERY}/image?src=gallery%2Fphy-1-1.jpg&w=700`);
    for (const query of [
      'src=gallery/phy-1-1.jpg&w=0',
      'src=gallery/phy-1-1.jpg&w=abc',
      'src=gallery/asm-1-1.jpg&w=480',
      'src=cv/151-dilip-kumar-hazarika.pdf&w=480',
    ]) {
      expect((await request.get(`${GALLERY}/image?${query}`)).status(), query).toBe(404);
    }
  });

  test('with JavaScript, a picture opens large in a dialog: keyboard, buttons, swipe', async ({
    page,
    request,
  }) => {
    const [album] = await albumsOf(request, 'PHY');
    const count = album!.upload_info.length;
    await page.goto(GALLERY);
    const first = page.getByRole('region', { name: album!.caption }).getByRole('link').first();
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `${album!.caption}: photo 1 of ${count}` });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(GALLERY);
    await expect(dialog.getByRole('img')).toHaveAttribute('srcset', /_variants\/gallery\/.*\.webp/);
    await page.keyboard.press('ArrowRight');
    await expect(
      page.getByRole('dialog', { name: `${album!.caption}: photo 2 of ${count}` }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(
      page.getByRole('dialog', { name: `${album!.caption}: photo ${count} of ${count}` }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toBeVisible();
    // A swipe to the left shows the next picture.
    const image = page.getByRole('dialog').getByRole('img');
    await image.dispatchEvent('touchstart', {
      touches: [{ identifier: 1, clientX: 300, clientY: 200 }],
    });
    await image.dispatchEvent('touchend', {
      changedTouches: [{ identifier: 1, clientX: 100, clientY: 200 }],
    });
    await expect(
      page.getByRole('dialog', { name: `${album!.caption}: photo 2 of ${count}` }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(first).toBeFocused();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('a picture is a plain link to the full image', async ({ page, request }) => {
      const [album] = await albumsOf(request, 'PHY');
      await page.goto(GALLERY);
      await page.getByRole('region', { name: album!.caption }).getByRole('link').first().click();
      await expect(page).toHaveURL(album!.upload_info[0]!.url);
    });
  });

  test("shows 'Loading Gallery...Please wait' while it loads", async ({ page }) => {
    await page.goto('/department/PHY');
    await whenEnhanced(page);
    const link = page
      .getByRole('navigation', { name: 'Department of Physics' })
      .getByRole('link', { name: 'GALLERY' });
    expect(await statusWhileLoading(page, link, /\/gallery$/)).toBe(
      'Loading Gallery...Please wait',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery');
    await expect(page.getByText('Loading Gallery...Please wait')).toHaveCount(0);
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto(GALLERY);
    await expectNoAxeViolations(page);
    await page.goto('/department/ECO/gallery');
    await expectNoAxeViolations(page);
  });
});
