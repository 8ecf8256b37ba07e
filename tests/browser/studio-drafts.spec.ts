import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type StudioFixture } from './fixtures.ts';

/**
 * Nothing typed is lost (decision 070), in the browser at 360 px: a changed form is kept as a
 * draft while it is typed in, leaving it asks first (a link of the menu, the tab reloaded or
 * closed), and opening it again offers the draft back; Unpublish asks in a dialog and can be
 * undone; Publish is where it was first drawn once the editor has arrived, and works without
 * JavaScript.
 */
test.use({ viewport: { width: 360, height: 800 } });

async function signIn(page: Page, studio: StudioFixture) {
  await page.goto(`${studio.url}/sign-in`);
  await page.getByLabel('Username').fill(studio.username);
  await page.getByLabel('Password').fill(studio.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
}

/** The address of the first item of a list. */
async function firstOf(page: Page, studio: StudioFixture, entity: string) {
  await page.goto(`${studio.url}/items/${entity}`);
  return `${studio.url}${await page.locator('main table a').first().getAttribute('href')}`;
}

/** The editor once React has taken over (the rich-text toolbar is drawn then). */
const editorReady = (page: Page) => expect(page.getByRole('toolbar').first()).toBeVisible();

test('a changed form is kept as a draft, leaving it asks, and it is offered back', async ({
  page,
  studio,
}) => {
  test.setTimeout(60_000);
  await signIn(page, studio);
  const editor = await firstOf(page, studio, 'event');
  await page.goto(editor);
  await editorReady(page);
  const title = page.getByLabel('Title');
  const stored = await title.inputValue();
  await title.fill(`${stored} (typed, not saved)`);
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' A sentence typed in the editor.');

  // A link of the menu: our dialog asks, and Stay keeps everything as it was.
  const menu = page.getByRole('navigation', { name: 'Studio' });
  await menu.getByRole('link', { name: 'Notices' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expect(leave.getByRole('button', { name: 'Stay on this page' })).toBeFocused();
  await expectNoAxeViolations(page);
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leave).toBeHidden();
  expect(page.url()).toBe(editor);
  await expect(title).toHaveValue(`${stored} (typed, not saved)`);

  // The tab reloaded (as when it is closed): the browser asks; leaving keeps the draft.
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toEqual(['beforeunload']);
  await editorReady(page);
  const offer = page.getByRole('region', { name: 'Changes you did not save' });
  await expect(offer).toBeVisible();
  await expect(title).toHaveValue(stored);
  await expectNoAxeViolations(page);
  await offer.getByRole('button', { name: 'Restore my changes' }).click();
  await expect(offer).toBeHidden();
  await expect(title).toHaveValue(`${stored} (typed, not saved)`);
  await expect(page.getByRole('textbox', { name: 'Description' })).toContainText(
    'A sentence typed in the editor.',
  );

  // Leaving by the menu now, and back: offered again; Discard drops it for good.
  await menu.getByRole('link', { name: 'Notices' }).click();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notices');
  await page.goto(editor);
  await editorReady(page);
  await offer.getByRole('button', { name: 'Discard them' }).click();
  await expect(offer).toBeHidden();
  await page.reload();
  await editorReady(page);
  await expect(title).toHaveValue(stored);
  await expect(offer).toBeHidden();

  // A saved form's draft goes with the save.
  await title.fill(`${stored} (saved)`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(/^Saved as a draft\./)).toBeVisible();
  await page.reload();
  await editorReady(page);
  await expect(title).toHaveValue(`${stored} (saved)`);
  await expect(offer).toBeHidden();
  expect(asked).toEqual(['beforeunload']);
});

test('Unpublish asks in a dialog, and Undo puts back what was public', async ({ page, studio }) => {
  test.setTimeout(60_000);
  await signIn(page, studio);
  await page.goto(await firstOf(page, studio, 'important_file'));
  await page.waitForLoadState('networkidle');
  const unpublish = page.getByRole('button', { name: 'Unpublish' });
  await unpublish.click();
  const dialog = page.getByRole('dialog', { name: /^Unpublish this/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep it on the site' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(unpublish).toBeFocused();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  await unpublish.click();
  await dialog.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText(/^Unpublished\. It leaves the public site/)).toBeVisible();
  await page.getByRole('button', { name: 'Undo the unpublish' }).click();
  await expect(page.getByText(/^Unpublish undone/)).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
});

test('Publish stays where it was first drawn as the editor arrives, and works without JavaScript', async ({
  page,
  browser,
  studio,
}) => {
  await signIn(page, studio);
  const editor = await firstOf(page, studio, 'holiday');
  // Where Publish is as the server's page is first shown, before any script has run.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const publish = document.querySelector('form.item-form button[value=publish]');
      const box = publish?.getBoundingClientRect();
      (window as unknown as { firstPublish: unknown }).firstPublish = box && {
        x: box.x + box.width / 2,
        y: box.y + window.scrollY + box.height / 2,
      };
    });
  });
  await page.goto(editor);
  await editorReady(page);
  const first = await page.evaluate(
    () => (window as unknown as { firstPublish: { x: number; y: number } }).firstPublish,
  );
  const box = (await page.getByRole('button', { name: 'Publish', exact: true }).boundingBox())!;
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(Math.round(box.y + scrollY + box.height / 2)).toBe(Math.round(first.y));
  // A press aimed where it was first shown lands on it.
  await page.evaluate((y) => window.scrollTo(0, y - 400), first.y);
  const top = await page.evaluate(() => window.scrollY);
  await page.mouse.click(first.x, first.y - top);
  await expect(page.getByText(/^Published\. It is on the public site/)).toBeVisible();

  // Without JavaScript: the server's form alone.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 800 },
  });
  const noScript = await plain.newPage();
  await signIn(noScript, studio);
  await noScript.goto(editor);
  await noScript.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(noScript.getByText(/^Published\. It is on the public site/)).toBeVisible();
  await plain.close();
});
