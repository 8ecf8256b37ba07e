import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CONTRACT_HEADERS } from '../../src/contract/client.ts';
import { useSiteApp } from '../helpers/site-app.ts';

// Small limits to reach them; TRUST_PROXY so each test speaks from an address of its own.
const site = useSiteApp({
  RATE_LIMIT_PER_MINUTE: '5',
  RATE_LIMIT_FILES_PER_MINUTE: '2',
  RATE_LIMIT_RENDERS_PER_MINUTE: '5',
  TRUST_PROXY: 'true',
});

const from = (address: string) => ({ ...CONTRACT_HEADERS, 'x-forwarded-for': address });
const fileData = (address: string) =>
  site.app.inject({
    method: 'POST',
    url: '/api/getfiledata',
    headers: from(address),
    payload: { type: 'college', path: 'logo.png', mime: 'image/png', ext: 'png' },
  });

describe('per-client rate limit', () => {
  it('refuses the third file download a minute from one address with 429 and Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await fileData('203.0.113.1'));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 429]);
    const refused = answers[2]!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(refused.headers['content-security-policy']).toContain("default-src 'none'");
    // Another client is not held back by the first one.
    expect((await fileData('203.0.113.2')).statusCode).toBe(200);
  });

  it('counts a CV download against the file limit, and tells a visitor so in words', async () => {
    const cv = () =>
      site.app.inject({ url: '/department/ENG/faculty/cv?id=121', headers: from('203.0.113.3') });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await cv());
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses[2]).toBe(429);
    expect(statuses.slice(0, 2)).not.toContain(429);
    const refused = answers[2]!;
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.body).toContain('<h1>Too many downloads from your address</h1>');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-security-policy']).toContain("default-src 'none'");
    const page = await site.app.inject({ url: '/department/ENG', headers: from('203.0.113.3') });
    expect(page.statusCode).toBe(200);
  });

  it('tells a visitor who came from an Assamese page in Assamese (decision 097)', async () => {
    const cv = () =>
      site.app.inject({
        url: '/department/ENG/faculty/cv?id=121',
        headers: { ...from('203.0.113.5'), referer: 'http://localhost/as/department/ENG/faculty' },
      });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await cv());
    const refused = answers[2]!;
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('<html lang="as">');
    expect(refused.body).toContain('<h1>আপোনাৰ ঠিকনাৰ পৰা অতি বেছি ফাইল ডাউনল’ড কৰা হৈছে</h1>');
    expect(refused.body).not.toMatch(/ [0-9]+ /);
    expect(refused.body).toContain('<a href="/as/">মুখ্য পৃষ্ঠা</a>');
  });

  it('counts neither pages nor their own calls to /api, nor /uploads and /assets', async () => {
    // Each department page makes several calls to /api in process. Pages are not counted by the
    // general limit at all: a kept page is never refused (render-budget.test.ts).
    for (let i = 0; i < 6; i++) {
      const page = await site.app.inject({ url: '/department/ENG', headers: from('203.0.113.4') });
      expect(page.statusCode, `page ${i + 1}`).toBe(200);
      expect(page.body).toContain('English');
    }
    for (let i = 0; i < 10; i++) {
      const file = await site.app.inject({
        url: '/uploads/college/logo.png',
        headers: from('203.0.113.4'),
      });
      expect(file.statusCode).toBe(200);
    }
  });

  it('counts an address by where it leads: dot segments do not hide a page or a download', async () => {
    // Over a real socket: inject() would resolve the dot segments before the server saw them.
    await site.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = site.app.server.address() as AddressInfo;
    const get = (path: string, address: string) =>
      new Promise<number>((resolve, reject) => {
        request(
          { host: '127.0.0.1', port, path, headers: { 'x-forwarded-for': address } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        )
          .on('error', reject)
          .end();
      });
    const statuses = async (path: string, address: string, times: number) => {
      const list = [];
      for (let i = 0; i < times; i++) list.push(await get(`${path}${i}`, address));
      return list;
    };
    // A page dressed as an asset is a page (a search: a parameter the page takes, so each is a
    // page of its own): the sixth new page is past the budget of renders.
    const asAsset = await statuses('/assets/../search?q=', '203.0.113.5', 6);
    expect(asAsset.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(asAsset[5]).toBe(429);
    // Under /uploads the address is the uploads' own: refused there at once, no page rendered.
    expect(await statuses('/uploads/%2e%2e/search?q=', '203.0.113.6', 6)).toEqual(
      Array(6).fill(400),
    );
    // A CV dressed with a dot segment is a file download: the third is refused.
    const cv = await statuses('/department/ENG/faculty/./cv?id=121&x=', '203.0.113.7', 3);
    expect(cv[2]).toBe(429);
  });
});
