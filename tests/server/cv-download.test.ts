import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { CONTRACT_HEADERS } from '../../src/contract/client.ts';
import type { ProfileAnswer } from '../../src/contract/index.ts';
import { holdFileCall } from '../helpers/held-file-call.ts';
import { useSiteApp } from '../helpers/site-app.ts';

// One file answer at a time, so that a held download fills the bound.
const site = useSiteApp({ FILE_ANSWERS_IN_FLIGHT: '1' });
const uploads = () => join(inject('fixture').uploadsDir, 'current');

type Profile = Exclude<ProfileAnswer, 0>;

async function facultyWithCv(deptCode: string): Promise<Profile> {
  const faculty = await site.app.inject({
    method: 'POST',
    url: '/api/getemployeebytype',
    headers: CONTRACT_HEADERS,
    payload: { dept_code: deptCode, type: 'FACULTY' },
  });
  for (const person of faculty.json<{ id: number }[]>()) {
    const answer = await site.app.inject({
      method: 'POST',
      url: '/api/getmyprofiledata',
      headers: CONTRACT_HEADERS,
      payload: { id: person.id },
    });
    const profile = answer.json<Profile>();
    if (profile.cv[0] && profile.cv[0].mime !== 'link') return profile;
  }
  throw new Error(`the demo has no CV file in ${deptCode}`);
}

describe('GET /department/{dept_code}/faculty/cv', () => {
  it('streams the file itself as an attachment, from the uploads folder', async () => {
    const person = await facultyWithCv('PHY');
    const cv = person.cv[0]!;
    const answer = await site.app.inject({ url: `/department/PHY/faculty/cv?id=${person.id}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(await readFile(join(uploads(), cv.type, cv.path)))).toBe(true);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="cv\d+\.pdf"$/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const head = await site.app.inject({
      method: 'HEAD',
      url: `/department/PHY/faculty/cv?id=${person.id}`,
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(answer.headers['content-length']);
  });

  it('sends another spelling of the address, and another department, to the one address', async () => {
    const person = await facultyWithCv('PHY');
    const canonical = `/department/PHY/faculty/cv?id=${person.id}`;
    for (const url of [
      `/department/PHY/faculty/cv/?id=${person.id}`,
      `/department/CHE/faculty/cv?id=${person.id}`,
    ]) {
      const answer = await site.app.inject({ url });
      expect(answer.statusCode, url).toBe(302);
      expect(answer.headers.location).toBe(canonical);
    }
  });

  it('answers 404 without an id, for an unknown person, and for a file that is not there', async () => {
    for (const url of ['/department/PHY/faculty/cv', '/department/PHY/faculty/cv?id=999999']) {
      const answer = await site.app.inject({ url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).toBe('This CV is not available.');
    }
  });

  describe('beyond FILE_ANSWERS_IN_FLIGHT', () => {
    const folder = () => join(uploads(), 'zz-held');
    let base = '';
    beforeAll(async () => {
      await mkdir(folder(), { recursive: true });
      await writeFile(join(folder(), 'large.pdf'), Buffer.alloc(16 * 1024 * 1024, 'x'));
      await site.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(site.app.server.address() as AddressInfo).port}`;
    });
    afterAll(() => rm(folder(), { recursive: true, force: true }));

    it('answers a CV with 503 and Retry-After while the file answers are all taken', async () => {
      const person = await facultyWithCv('PHY');
      const { call: held } = await holdFileCall(
        base,
        JSON.stringify({ type: 'zz-held', path: 'large.pdf' }),
      );
      const refused = await fetch(`${base}/department/PHY/faculty/cv?id=${person.id}`);
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.text()).toMatch(/try again/);
      held.destroy();
      await vi.waitFor(
        async () =>
          expect((await fetch(`${base}/department/PHY/faculty/cv?id=${person.id}`)).status).toBe(
            200,
          ),
        { timeout: 10_000, interval: 100 },
      );
    });
  });
});
