import type { Page } from '@playwright/test';
import { assameseStrings, drawings, drawingsOneByOne, openDrawing } from './assamese-drawing.ts';
import { expect, test } from './fixtures.ts';

const FAMILY = 'Noto Sans Bengali';

/** The site's own @font-face rules of the family, as the page's stylesheets declare them. */
function fontFaces(page: Page) {
  return page.evaluate((family) => {
    const faces: { src: string; unicodeRange: string; display: string }[] = [];
    for (const sheet of document.styleSheets) {
      for (const rule of sheet.cssRules) {
        if (rule instanceof CSSFontFaceRule && rule.style.fontFamily.replace(/"/g, '') === family)
          faces.push({
            src: rule.style.getPropertyValue('src'),
            unicodeRange: rule.style.getPropertyValue('unicode-range'),
            display: rule.style.getPropertyValue('font-display'),
          });
      }
    }
    return faces;
  }, FAMILY);
}

/** Font files the page asked for while it loaded. */
function fontRequests(page: Page) {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  return fonts;
}

test.describe('the Assamese font', () => {
  // The tests below count the font files fetched: where the machine has the font installed, the
  // stylesheet's local() face would win and none would be. The browser sees the machine's fonts
  // less this one (harness/fonts.conf), as a phone without it would.
  test('the browser of the tests finds no installed Noto Sans Bengali', async ({ page }) => {
    await page.goto('/launch');
    // The names the stylesheet's local() faces ask for (src/web/styles/base.css).
    const installed = await page.evaluate(async () => {
      const face = new FontFace(
        'installed-probe',
        'local("Noto Sans Bengali"), local("NotoSansBengali-Regular")',
      );
      return face.load().then(
        () => true,
        () => false,
      );
    });
    expect(installed, 'harness/fonts.conf hides the installed font from the browser').toBe(false);
  });

  test('is served by the site itself, in woff2, with its unicode-range and swap', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const faces = await fontFaces(page);
    // The site's own face (the whole font), then the one cut to the content (decision 034).
    expect(faces).toHaveLength(2);
    const [whole, content] = faces;
    expect(whole!.unicodeRange).toContain('U+980-9FE');
    for (const face of faces) {
      expect(face.unicodeRange).not.toMatch(/U\+0?20[-,]|U\+0-/);
      expect(face.display).toBe('swap');
    }
    expect(whole!.src).toMatch(/url\("?\/assets\/[^")]+\.woff2"?\)/);
    // The demo's Assamese letters, not the whole script: অ (U+985) is used, ঊ (U+98A) is not.
    expect(content!.unicodeRange).toContain('U+985');
    expect(content!.unicodeRange).not.toMatch(/U\+98A\b|U\+980-9FE/);
    for (const face of faces) {
      const file = /url\("?(\/[^")]+\.woff2)"?\)/.exec(face.src)?.[1];
      expect(file, face.src).toBeTruthy();
      const response = await request.get(file!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('font/woff2');
    }
  });

  for (const width of [360, 1280]) {
    test(`at ${width} px, a page with Assamese text downloads it and renders the names with it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const fonts = fontRequests(page);
      await page.goto('/department/ASM');
      await page.evaluate(() => document.fonts.ready);
      // Only the font cut to the content's letters, under half the whole one's bytes.
      expect(fonts.map((url) => new URL(url).pathname)).toEqual([
        expect.stringMatching(/^\/uploads\/_fonts\/noto-sans-bengali-[\w-]+\.woff2$/),
      ]);
      const name = page.getByRole('banner').locator('[lang="as"]');
      await expect(name).toHaveText('অসমীয়া বিভাগ');
      // The glyphs are the font's, not the empty boxes this machine draws without it.
      const widths = await name.evaluate((element, font) => {
        const measure = (fontFamily: string) => {
          const probe = document.createElement('span');
          probe.textContent = element.textContent;
          probe.style.font = `20px ${fontFamily}`;
          document.body.append(probe);
          const w = probe.getBoundingClientRect().width;
          probe.remove();
          return w;
        };
        const family = getComputedStyle(element).fontFamily;
        return {
          page: measure(family),
          // The same list without the site's font: what a phone without one would show.
          boxes: measure(family.replace(/"Noto Sans Bengali( Fallback)?",\s*/g, '')),
          faces: [...document.fonts]
            .filter((face) => face.family.replace(/"/g, '') === font)
            .map((face) => ({ whole: /980-9FE/i.test(face.unicodeRange), status: face.status })),
        };
      }, FAMILY);
      // The face cut to the content drew the names; the whole font was never needed.
      expect(widths.faces).toEqual([
        { whole: true, status: 'unloaded' },
        { whole: false, status: 'loaded' },
      ]);
      expect(Math.abs(widths.page - widths.boxes)).toBeGreaterThan(5);
    });
  }

  test('the font the site ships draws every Assamese string of the content as the whole font does', async ({
    page,
  }) => {
    const strings = await assameseStrings();
    // The college's name, whose ৌ (U+9CC) shaping draws from ে (U+9C7) and ৗ (U+9D7).
    expect(strings).toContain('কপৌবাৰী মহাবিদ্যালয়');
    const fonts = fontRequests(page);
    await page.goto('/');
    await expect(page.getByRole('banner').locator('[lang="as"]')).toHaveText('কপৌবাৰী মহাবিদ্যালয়');
    await page.evaluate(() => document.fonts.ready);
    const shipped = (await fontFaces(page)).find((face) => face.src.includes('/_fonts/'));
    const src = /url\("?(\/[^")]+\.woff2)"?\)/.exec(shipped?.src ?? '')?.[1];
    expect(src, 'the face cut to the content').toBeTruthy();
    // The home page's name needs no glyph from elsewhere: only the cut face was fetched.
    expect(fonts.map((url) => new URL(url).pathname)).toEqual([src]);
    // Each face must have loaded: a face that failed would compare the fallback with itself.
    const cutFace = { src: src!, unicodeRange: shipped!.unicodeRange };
    expect(await openDrawing(page, 'whole', strings)).toEqual(['loaded']);
    const whole = await drawings(page);
    expect(await openDrawing(page, cutFace, strings)).toEqual(['loaded']);
    const cut = await drawings(page);
    expect(cut.widths.map((drawing) => drawing.label)).toEqual(
      whole.widths.map((drawing) => drawing.label),
    );
    cut.widths.forEach(({ label, width }, i) => {
      expect.soft(width, label).toBe(whole.widths[i]!.width);
    });
    if (cut.png.equals(whole.png)) return;
    // Drawn apart somewhere: each string on its own, to name those that differ.
    await openDrawing(page, 'whole', strings);
    const wholeOne = await drawingsOneByOne(page);
    await openDrawing(page, cutFace, strings);
    const apart = (await drawingsOneByOne(page))
      .filter(({ png }, i) => !png.equals(wholeOne[i]!.png))
      .map(({ label }) => label);
    expect(apart, 'strings the shipped font draws otherwise than the whole font').toEqual([]);
    expect(cut.png.equals(whole.png), 'the drawings of all strings, together').toBe(true);
  });

  // Every page names the Assamese version in Assamese (decision 057), so no page is without
  // Assamese text any more: the launch page, whose only Assamese is that switch, takes the font
  // cut to the content, not the whole font.
  test("a page whose only Assamese is the language switch takes the content's cut", async ({
    page,
  }) => {
    const fonts = fontRequests(page);
    await page.goto('/launch');
    await expect(page.locator('[lang="as"]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(fonts.length).toBeGreaterThan(0);
    for (const url of fonts) expect(new URL(url).pathname).toMatch(/^\/uploads\/_fonts\//);
  });
});
