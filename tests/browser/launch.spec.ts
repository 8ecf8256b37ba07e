import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const LAUNCH_URL = 'https://new.example.edu.in'; // college.yaml launch.url of the demo

test.describe('launch page', () => {
  test('shows the background image and opens the new website in a new tab', async ({
    page,
    context,
  }) => {
    const response = await page.goto('/launch');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Launch of the new website | Kopoubari College');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kopoubari College');
    // A page of its own, outside the college layout.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);

    const background = page.locator('img[src="/uploads/college/launch-background.jpg"]');
    await expect(background).toBeVisible();
    expect(await background.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
      0,
    );

    const button = page.getByRole('link', { name: /^Click here to Launch Website/ });
    await expect(button).toHaveText('Click here to Launch Website (opens in a new tab)');
    await expect(button).toHaveAttribute('href', LAUNCH_URL);
    await expect(button).toHaveAttribute('target', '_blank');
    await expect(button).toHaveAttribute('rel', /\bnoopener\b/);

    await context.route(`${LAUNCH_URL}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>New site</title>' }),
    );
    const [tab] = await Promise.all([context.waitForEvent('page'), button.click()]);
    await expect(tab).toHaveURL(`${LAUNCH_URL}/`);
    await expect(page).toHaveURL(/\/launch$/);
    await expectNoAxeViolations(page);
  });

  // Without JavaScript, complete HTML with the link: tests/pages/departments-contact.test.ts.
});
