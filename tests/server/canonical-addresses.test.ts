import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENT_PROFILE_TABLES } from '../../src/contract/schemas/departments.ts';
import type { Db } from '../../src/db/database.ts';
import { loadServerBuild } from '../../src/server/web.ts';
import { buildTestApp } from '../helpers/api.ts';
import { watchServiceCalls } from '../helpers/service-calls.ts';

interface Site {
  app: FastifyInstance;
  db: Db;
  /** The services' calls the pages made (in process): every render asks. */
  apiRequests: number;
}

function useSite(): Site {
  const site = { apiRequests: 0 } as Site;
  let stop = () => undefined as void;
  beforeAll(async () => {
    Object.assign(
      site,
      await buildTestApp({
        pages: true,
        env: {
          API_CACHE_TTL_MS: '0',
          RATE_LIMIT_PER_MINUTE: '0',
          RATE_LIMIT_FILES_PER_MINUTE: '0',
        },
      }),
    );
    stop = watchServiceCalls(() => (site.apiRequests += 1));
    await site.app.ready();
  });
  afterAll(async () => {
    stop();
    await site.app?.close();
    await site.db?.destroy();
  });
  return site;
}

const random = () => Math.random().toString(36).slice(2);

describe('page addresses and their canonical form', () => {
  const site = useSite();
  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => site.app.inject({ method, url });
  /** The API requests that `work` caused: 0 means nothing was rendered. */
  const apiRequestsOf = async (work: () => Promise<unknown>) => {
    const before = site.apiRequests;
    await work();
    return site.apiRequests - before;
  };

  it('sends an unknown parameter to the page’s own address without rendering anything', async () => {
    const calls = await apiRequestsOf(async () => {
      for (let i = 0; i < 20; i++) {
        for (const [url, location] of [
          [`/?x=${random()}`, '/'],
          [`/sitemap.xml?x=${random()}`, '/sitemap.xml'],
          [`/events?year=2021&x=${random()}`, '/events?year=2021'],
          [`/no-such-page?${random()}=1`, '/no-such-page'],
        ] as const) {
          for (const method of ['GET', 'HEAD'] as const) {
            const answer = await get(url, method);
            expect(answer.statusCode, url).toBe(301);
            expect(answer.headers.location, url).toBe(location);
            expect(answer.headers['cache-control']).toMatch(/^public/);
          }
        }
      }
    });
    expect(calls).toBe(0);
  });

  it('drops tracking parameters, repeats and other spellings the same way', async () => {
    const calls = await apiRequestsOf(async () => {
      for (const [url, location] of [
        ['/events?utm_source=whatsapp&utm_medium=social&fbclid=abc', '/events'],
        ['/aboutus/about?gclid=1&msclkid=2', '/aboutus/about'],
        ['/committees?code=IQAC&code=OTHER', '/committees?code=IQAC'],
        ['/search?kind=faculty&q=physics', '/search?q=physics&kind=faculty'],
        ['/search?q=physics%20lab', '/search?q=physics+lab'],
        ['//evil.example/?x=1', '/evil.example/'],
      ]) {
        const answer = await get(url!);
        expect(answer.statusCode, url).toBe(301);
        expect(answer.headers.location, url).toBe(location);
      }
    });
    expect(calls).toBe(0);
  });

  it('a value the page does not take gets the page’s own answer, kept as such', async () => {
    for (const [url, status, location] of [
      ['/events?year=abcd', 404, undefined],
      ['/department/PHY/faculty/single?id=NaN', 302, '/department/PHY/faculty'],
      ['/departments?stream=nonsense', 404, undefined],
    ] as const) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(status);
      expect(first.headers.location, url).toBe(location);
      // The second visitor gets the kept answer: nothing is rendered again.
      expect(await apiRequestsOf(() => get(url)), url).toBe(0);
    }
  });

  it('a faculty page with another name than the person’s is a redirect to their own', async () => {
    const list = (await get('/department/PHY/faculty')).body.replaceAll('&amp;', '&');
    const profile = /\/department\/PHY\/faculty\/single\?id=\d+&name=[^"]+/.exec(list)?.[0];
    expect(profile).toBeDefined();
    expect((await get(profile!)).statusCode).toBe(200);
    const id = new URL(profile!, 'http://x').searchParams.get('id');
    const wrong = await get(`/department/PHY/faculty/single?id=${id}&name=${random()}`);
    expect(wrong.statusCode).toBe(301);
    expect(wrong.headers.location).toBe(profile);
    // The id alone is the page too.
    expect((await get(`/department/PHY/faculty/single?id=${id}`)).statusCode).toBe(200);

    const report = profile!.replace('/single?', '/quarterlyreport?');
    const wrongReport = await get(
      `/department/PHY/faculty/quarterlyreport?id=${id}&name=${random()}&qr=ALL`,
    );
    expect(wrongReport.statusCode).toBe(301);
    expect(wrongReport.headers.location).toBe(`${report}&qr=ALL`);
  });

  it('the site’s own links with a query are canonical: none is a redirect', async () => {
    const pages = [
      '/',
      '/departments',
      '/committees',
      '/events',
      '/sitemap',
      '/search?q=physics',
      '/iqac/matrix',
      '/department/PHY/faculty',
      '/department/PHY/profile',
      '/department/PHY/gallery',
      '/administrations/principal',
    ];
    const links = new Set<string>();
    for (const page of pages) {
      const html = (await get(page)).body.replaceAll('&amp;', '&');
      for (const [, href] of html.matchAll(/href="(\/[^"]*\?[^"]*)"/g)) {
        if (!href!.startsWith('/uploads/') && !href!.startsWith('/preferences')) links.add(href!);
      }
    }
    expect(links.size).toBeGreaterThan(20);
    for (const link of links) expect((await get(link)).statusCode, link).not.toBe(301);
  });

  it('every parameter of every route’s table still reaches its page', async () => {
    const list = (await get('/department/PHY/faculty')).body.replaceAll('&amp;', '&');
    const profile = /\/department\/PHY\/faculty\/single\?id=\d+&name=[^"]+/.exec(list)![0];
    const cv = /\/department\/\w+\/faculty\/cv\?id=\d+/.exec(list)![0];
    const [gallery] = JSON.parse(
      (
        await site.app.inject({
          method: 'POST',
          url: '/api/getgallery',
          headers: { unit: 'website', 'content-type': 'application/json' },
          payload: { dept: 'PHY', type: 'DEPARTMENT' },
        })
      ).body,
    ) as { upload_info: { type: string; path: string; fileType: string }[] }[];
    const image = gallery!.upload_info.find((file) => file.fileType === 'image')!;
    /** One address per route that takes parameters, using all of them, in the table's order. */
    const samples: Record<string, string> = {
      'routes/college/events': '/events?year=2021',
      'routes/college/departments': '/departments?stream=SCIENCE',
      'routes/college/committees': '/committees?code=IQAC',
      'routes/college/search': '/search?q=physics&kind=faculty',
      'routes/department/profile': `/department/PHY/profile?section=${DEPARTMENT_PROFILE_TABLES[0]!.key}`,
      'routes/department/faculty-profile': profile,
      'routes/department/quarterly-report': `${profile.replace('/single?', '/quarterlyreport?')}&qr=ALL`,
      'routes/department/faculty-cv': cv,
      'routes/department/gallery-image': `/department/PHY/gallery/image?${new URLSearchParams({ src: `${image.type}/${image.path}`, w: '320' })}`,
      'routes/iqac/matrix': '/iqac/matrix?group=1&type=QnM&criterion=1&sr=1&q=a',
    };
    // Each page's Assamese twin (decision 057) takes the same parameters at /as/….
    for (const [id, url] of Object.entries(samples)) samples[`${id}#as`] = `/as${url}`;
    const build = await loadServerBuild(resolve(import.meta.dirname, '..', '..', 'build'));
    const withParams = Object.values(build.routes)
      .filter((route) => 'queryParams' in route!.module)
      .map((route) => route!.id);
    // A route that takes a parameter gets a sample here.
    expect(Object.keys(samples).sort()).toEqual(withParams.sort());
    for (const [id, url] of Object.entries(samples)) {
      const answer = await get(url);
      expect(answer.statusCode, `${id}: ${url}`).not.toBe(301);
      expect(answer.statusCode, `${id}: ${url}`).toBeLessThan(500);
      // The parameters changed what the page answers.
      const bare = await get(url.split('?')[0]!);
      expect(
        [answer.statusCode, answer.headers.location, answer.body],
        `${id}: ${url}`,
      ).not.toEqual([bare.statusCode, bare.headers.location, bare.body]);
    }
  });
});
