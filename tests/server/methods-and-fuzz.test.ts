import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { allCalls } from '../../src/contract/calls.ts';
import { CONTRACT_HEADERS } from '../../src/contract/client.ts';
import { useSiteApp } from '../helpers/site-app.ts';

const site = useSiteApp();

/** One address of each page type, and the file routes rendered by React Router. */
const PAGES = [
  '/',
  '/notifications/academic',
  '/events',
  '/departments/science',
  '/committees',
  '/iqac/matrix',
  '/research',
  '/launch',
  '/department/ENG',
  '/department/ENG/profile',
  '/department/ENG/faculty',
  '/department/ENG/faculty/single',
  '/department/ENG/faculty/quarterlyreport',
  '/department/ENG/faculty/cv',
  '/department/ENG/gallery',
  '/department/ENG/gallery/image',
  '/no-such-page',
];
const CALL_PATHS = Object.values(allCalls).map((call) => `/api${call.path}`);

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'SEARCH'];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/xml',
  '*/*',
  '',
];
/** The query parameters the pages read, so the values reach the loaders. */
const PARAMS = [
  'id',
  'name',
  'qr',
  'year',
  'section',
  'code',
  'stream',
  'group',
  'type',
  'criterion',
  'sr',
  'q',
  'src',
  'view',
  'w',
];

const body = fc.oneof(
  fc.constant(undefined),
  fc.constant(''),
  fc.json(),
  fc.string(),
  fc
    .dictionary(
      fc.constantFrom(
        'type',
        'dept',
        'dept_code',
        'id',
        'year',
        'path',
        'mime',
        'ext',
        'committee_code',
        'group_id',
        'subgroup_id',
      ),
      fc.jsonValue(),
    )
    .map((o) => JSON.stringify(o)),
  // Over the API's 16 KiB limit and Fastify's 1 MiB one.
  fc.integer({ min: 16 * 1024, max: 1_200_000 }).map((n) => 'x'.repeat(n)),
);

const request = (paths: string[]) =>
  fc.record({
    path: fc.constantFrom(...paths),
    method: fc.constantFrom(...METHODS),
    contentType: fc.oneof(fc.constantFrom(...CONTENT_TYPES), fc.string({ maxLength: 40 })),
    body,
    query: fc.dictionary(fc.constantFrom(...PARAMS), fc.string({ maxLength: 30 }), { maxKeys: 3 }),
    unit: fc.boolean(),
  });

type Generated = ReturnType<typeof request> extends fc.Arbitrary<infer T> ? T : never;

function toInject(r: Generated): InjectOptions {
  const headers: Record<string, string> = r.unit ? { ...CONTRACT_HEADERS } : {};
  // A header value must be printable: an unprintable one never leaves a real client.
  if (r.contentType && /^[\x20-\x7e]*$/.test(r.contentType))
    headers['content-type'] = r.contentType;
  else delete headers['content-type'];
  const query = new URLSearchParams(r.query).toString();
  return {
    method: r.method as InjectOptions['method'],
    url: query ? `${r.path}?${query}` : r.path,
    headers,
    ...(r.body !== undefined && r.method !== 'GET' && r.method !== 'HEAD'
      ? { payload: r.body }
      : {}),
  };
}

async function expectNoServerError(r: Generated) {
  const response = await site.app.inject(toInject(r));
  expect(
    response.statusCode,
    `${r.method} ${r.path} → ${response.body.slice(0, 200)}`,
  ).toBeGreaterThanOrEqual(200);
  expect(
    response.statusCode,
    `${r.method} ${r.path} → ${response.body.slice(0, 200)}`,
  ).toBeLessThan(500);
  if (r.path.startsWith('/api') && response.statusCode >= 400 && r.method !== 'HEAD') {
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().statusCode).toBe(response.statusCode);
  }
}

describe('methods, content types and bodies', () => {
  it('answers another method on a page with 405 and Allow, before reading the body; OPTIONS with 204', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND'] as const) {
      const response = await site.app.inject({
        method,
        url: '/',
        payload: method === 'PROPFIND' ? undefined : '{"broken',
      });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
    }
    const options = await site.app.inject({ method: 'OPTIONS', url: '/department/ENG' });
    expect(options.statusCode).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD');
  });

  it('answers every /api address in JSON: unknown 404, wrong method 405, text/plain 415, bad JSON 400, oversize 413', async () => {
    const cases = [
      [{ method: 'GET', url: '/api/nope' }, 404],
      [{ method: 'GET', url: '/api' }, 404],
      [{ method: 'DELETE', url: '/api/getdeptdata' }, 405],
      [{ method: 'GET', url: '/api/getdeptdata' }, 405],
      [
        {
          method: 'POST',
          url: '/api/getdeptdata',
          headers: { 'content-type': 'text/plain' },
          payload: 'hello',
        },
        415,
      ],
      [
        {
          method: 'POST',
          url: '/api/getdeptdata',
          headers: { 'content-type': 'application/json' },
          payload: '{"dept":',
        },
        400,
      ],
      [
        {
          method: 'POST',
          url: '/api/getdeptdata',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ dept: 'x'.repeat(20_000) }),
        },
        413,
      ],
    ] as const;
    for (const [options, status] of cases) {
      const response = await site.app.inject(options as InjectOptions);
      expect(response.statusCode, `${options.method} ${options.url}`).toBe(status);
      expect(response.json()).toMatchObject({ statusCode: status });
      if (status === 405) expect(response.headers.allow).toBe('POST');
    }
  });

  it('never answers a generated request to any call of SPEC §7 with a 5xx', async () => {
    await fc.assert(fc.asyncProperty(request(CALL_PATHS), expectNoServerError), { numRuns: 2500 });
  }, 60_000);

  it('never answers a generated request to any page type with a 5xx', async () => {
    await fc.assert(fc.asyncProperty(request(PAGES), expectNoServerError), { numRuns: 300 });
  }, 60_000);

  it('still serves after all of it', async () => {
    const [page, call] = await Promise.all([
      site.app.inject({ method: 'GET', url: '/' }),
      site.app.inject({ method: 'GET', url: '/api/getdepartments', headers: CONTRACT_HEADERS }),
    ]);
    expect([page.statusCode, call.statusCode]).toEqual([200, 200]);
  });
});
