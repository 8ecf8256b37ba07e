import { describe, expect, it } from 'vitest';
import { calls, CONTRACT_HEADERS } from '../../src/contract/index.ts';
import { API_BODY_LIMIT } from '../../src/api/contract-route.ts';
import { useApi } from '../helpers/api.ts';
import { contentFingerprint } from '../helpers/fingerprint.ts';

const api = useApi();
const postCalls = Object.values(calls).filter((call) => call.method === 'POST');
/** POST calls that take no payload at all. */
const payloadless = new Set(['/getimportantfiles']);

const fingerprint = () => contentFingerprint(api.db);

const send = (path: string, payload: string, contentType = 'application/json') =>
  api.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { ...CONTRACT_HEADERS, 'Content-Type': contentType },
    payload,
  });

describe('bad input to every POST call gets a clear 4xx and changes nothing', () => {
  it('holds for every POST call of the contract', async () => {
    expect(postCalls).toHaveLength(16);
    const before = await fingerprint();
    for (const { path } of postCalls) {
      const cases: [string, Awaited<ReturnType<typeof send>>, number][] = [
        ['malformed JSON', await send(path, '{"type": '), 400],
        [
          'oversize body',
          await send(path, JSON.stringify({ pad: 'x'.repeat(API_BODY_LIMIT) })),
          413,
        ],
        ['a body that is not JSON', await send(path, '<xml/>', 'application/xml'), 415],
      ];
      if (!payloadless.has(path)) {
        cases.push(
          ['an array', await send(path, '[]'), 400],
          ['a string', await send(path, '"PHY"'), 400],
          ['missing fields', await send(path, '{}'), 400],
          [
            'wrong types',
            await send(
              path,
              JSON.stringify({
                type: 1,
                dept_code: [],
                id: {},
                year: true,
                committee_code: false,
                group_id: [],
                sub_group_id: 'x',
                sub_sub_group_id: null,
                dept: 3,
                path: 5,
                qr: 9,
              }),
            ),
            400,
          ],
        );
      }
      for (const [name, response, status] of cases) {
        expect(response.statusCode, `${path}: ${name}`).toBe(status);
        const body = response.json();
        expect(body, `${path}: ${name}`).toMatchObject({
          statusCode: status,
          error: expect.any(String),
          message: expect.any(String),
        });
        expect(body.message.length).toBeGreaterThan(5);
      }
    }
    expect(await fingerprint()).toBe(before);
  });

  it('holds for the documents call of decision 094, its 100 files at most included', async () => {
    const before = await fingerprint();
    const file = { type: 'PDF', path: 'notices/a.pdf' };
    for (const [name, payload] of [
      ['malformed JSON', '{"files": '],
      ['missing files', '{}'],
      ['files not a list', JSON.stringify({ files: 'notices/a.pdf' })],
      ['a file of wrong types', JSON.stringify({ files: [{ type: 1, path: [] }] })],
      ['101 files', JSON.stringify({ files: Array.from({ length: 101 }, () => file) })],
    ] as const) {
      const response = await send('/site/documents', payload);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().message.length, name).toBeGreaterThan(5);
    }
    // The bound is the count, not the file: a hundred of the same file are answered.
    const hundred = JSON.stringify({ files: Array.from({ length: 100 }, () => file) });
    expect((await send('/site/documents', hundred)).statusCode).toBe(200);
    expect(await fingerprint()).toBe(before);
  });

  it('names the field and the problem', async () => {
    const response = await send(
      '/getnoticesbytypedept',
      JSON.stringify({ dept_code: 'TNC', type: 'COLLEGE_NOTICE_X', year: 'last' }),
    );
    expect(response.statusCode).toBe(400);
    const { message } = response.json();
    expect(message).toContain('type');
    expect(message).toContain('year');
  });

  it('answers unknown codes with 404', async () => {
    const response = await send(
      '/getnoticesbytypedept',
      JSON.stringify({ dept_code: 'XYZ', type: 'DEPT_NOTICE', year: '' }),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('XYZ');
  });

  it('answers an unknown call with a JSON 404, a call with the wrong method with a JSON 405', async () => {
    for (const [method, url, status, allow] of [
      ['POST', '/api/nosuchcall', 404, undefined],
      ['GET', '/api/getdeptdata', 405, 'POST'],
      ['POST', '/api/getdepartments', 405, 'GET, HEAD'],
    ] as const) {
      const response = await api.app.inject({
        method,
        url,
        headers: CONTRACT_HEADERS,
        payload: method === 'POST' ? '{}' : undefined,
      });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers.allow).toBe(allow);
      expect(response.json().message).toContain(method);
      if (status === 404) expect(response.json().message).toContain(url);
    }
  });

  it('sends cache headers with every answer', async () => {
    const response = await api.call('getDepartments');
    expect(response.headers['cache-control']).toContain('stale-while-revalidate');
    expect(response.headers['cache-control']).toContain('stale-if-error');
    expect(response.headers.etag).toBeTruthy();
  });
});
