import { api } from './department-api.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

type Album = { caption: string; upload_info: { url: string; fileType: string; alt?: string }[] };

const GALLERY = '/department/PHY/gallery';
const albumsOf = (request: import('@playwright/test').APIRequestContext, dept: string) =>
  api<Album[]>(request, '/getgallery', { dept, type: 'DEPARTMENT' });

test.describe('department gallery', () => {
  test('shows each album with its caption and pictures, sized and lazy', async ({
    page,
    request,
  }) => {
    const albums = await albumsOf(request, 'PHY');
    expect(albums.length).toBeGreaterThan(0);
    const response = await page.goto(GALLERY);
    // Server-rendered pages arrive complete: no loading text.
    expect(await response!.text()).not.toContain('Loading Gallery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery');
    await expect(page.getByText('No albums to view')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      albums.map((a) => a.caption),
    );
    for (const album of albums) {
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
        await expect(image).toHaveAttribute('loading', 'lazy');
        await expect(image).toHaveAttribute('srcset', /view=thumb&w=320 320w/);
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
      expect(src).toMatch(/view=thumb&w=(320|480)$/);
      expect(width).toBeLessThanOrEqual(480);
      const resized = await request.get(src);
      expect(resized.headers()['content-type']).toBe('image/webp');
      expect((await resized.body()).length).toBeLessThan((await original.body()).length);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
    });
  });

  test('the image route makes only listed sizes of pictures of that gallery', async ({
    request,
  }) => {
    const ok = await request.get(`${GALLERY}/image?src=gallery/phy-1-1.jpg&view=large&w=800`);
    expect(ok.status()).toBe(200);
    for (const query of [
      'src=gallery/phy-1-1.jpg&view=thumb&w=333',
      'src=gallery/phy-1-1.jpg&view=huge&w=480',
      'src=gallery/asm-1-1.jpg&view=thumb&w=480',
      'src=cv/151-dilip-kumar-hazarika.pdf&view=thumb&w=480',
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
    await expect(dialog.getByRole('img')).toHaveAttribute('src', /view=large/);
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

  test("shows 'Loading Gallery...Please wait' while it loads on the client", async ({ page }) => {
    await page.goto('/department/PHY');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/gallery.data*', async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'Department of Physics' })
      .getByRole('link', { name: 'GALLERY' })
      .click();
    await expect(page.getByRole('status')).toHaveText('Loading Gallery...Please wait');
    release();
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
