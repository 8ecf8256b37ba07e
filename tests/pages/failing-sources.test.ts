import type { AddressInfo } from 'node:net';
import { within } from '@testing-library/dom';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { buildTestApp } from '../helpers/api.ts';
import { startFailingBackend, type FailingBackend } from '../helpers/failing-backend.ts';
import { sitePages, textOf } from '../helpers/site-pages.ts';

/**
 * A site whose backend fails two of the home page's sources (the upcoming events and the
 * tenders) and the faculty profiles: the backend is the API over the demo database, in this
 * process, behind a proxy that fails those calls (no second production server).
 */
let backend: { app: FastifyInstance; db: Db };
let proxy: FailingBackend;
const site = {} as { app: FastifyInstance; db: Db };
beforeAll(async () => {
  backend = await buildTestApp();
  await backend.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (backend.app.server.address() as AddressInfo).port;
  proxy = await startFailingBackend(`http://127.0.0.1:${port}/api`, {
    paths: ['/getupcomingevents', '/getmyprofiledata'],
    types: ['COLLEGE_TENDER'],
  });
  Object.assign(
    site,
    await buildTestApp({ pages: true, env: { API_URL: proxy.apiUrl, API_CACHE_TTL_MS: '0' } }),
  );
  await site.app.ready();
});
afterAll(async () => {
  await site.app?.close();
  await site.db?.destroy();
  await proxy?.stop();
  await backend?.app.close();
  await backend?.db.destroy();
});
const pages = sitePages(site);

describe('pages when a data source fails', () => {
  it('shows the rest of the page and says what is missing in place', async () => {
    const { status, screen } = await pages.load('/');
    expect(status).toBe(200);
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Kopoubari College');

    const events = screen.getByRole('region', { name: 'Upcoming Events' });
    expect(textOf(events)).toContain('The upcoming events could not be loaded just now');
    expect(within(events).getByRole('link', { name: 'All events' })).toBeTruthy();

    const tenders = screen.getByRole('region', { name: 'Tenders' });
    expect(textOf(tenders)).toContain('The notices could not be loaded just now');
    expect(
      within(tenders)
        .getByRole('link', { name: /^View All/ })
        .getAttribute('href'),
    ).toBe('/notifications/tender');

    for (const name of ['Student Notification', 'Announcements']) {
      const region = within(screen.getByRole('region', { name }));
      expect(region.getAllByRole('listitem').length).toBeGreaterThan(0);
    }
    expect(textOf(screen.getByRole('region', { name: 'About The College' }))).toContain(
      'Kopoubari College is a provincialised',
    );
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('a faculty profile says in the page that it could not be loaded, in the department shell', async () => {
    const { status, screen } = await pages.load('/department/PHY/faculty/single?id=151');
    expect(status).toBeGreaterThanOrEqual(500);
    const alert = within(screen.getByRole('alert'));
    expect(textOf(alert.getByRole('heading', { level: 1 }))).toMatch(
      /^(Temporarily unavailable|This page could not be loaded)$/,
    );
    expect(alert.getByRole('link', { name: 'try again' }).getAttribute('href')).toBe(
      '/department/PHY/faculty/single?id=151',
    );
    // The department's shell stays: only the profile's part of the page says it failed.
    expect(screen.getByRole('navigation', { name: 'Department of Physics' })).toBeTruthy();
  });
});
