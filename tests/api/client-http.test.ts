import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { createApiClient, type ApiClient } from '../../src/contract/index.ts';
import { buildTestApp } from '../helpers/api.ts';

let app: FastifyInstance;
let db: Db;
let client: ApiClient;
const seen: Record<string, string | string[] | undefined>[] = [];

// The web reads its own /api in process by default; with API_URL it goes over HTTP like this.
beforeAll(async () => {
  ({ app, db } = await buildTestApp());
  app.addHook('onRequest', async (request) => {
    seen.push(request.headers);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  client = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api` });
});
afterAll(async () => {
  await app?.close();
  await db?.destroy();
});

describe('the contract client over HTTP', () => {
  it('reads every GET call and a POST call from a listening server', async () => {
    expect((await client.getDepartments()).length).toBe(8);
    expect((await client.getGroup()).length).toBeGreaterThan(0);
    expect(await client.getAdmissionSettings()).toMatchObject({ status: 1 });
    const notices = await client.getNoticesByTypeDeptV1({ type: 'COLLEGE_TENDER' });
    expect(notices.length).toBeGreaterThan(0);
  });

  it('sends the fixed unit header and JSON content type', () => {
    expect(seen.length).toBeGreaterThan(0);
    for (const headers of seen) {
      expect(headers.unit).toBe('website');
      expect(headers['content-type']).toBe('application/json');
    }
  });

  it('raises the answer of a refused call as a typed error', async () => {
    await expect(client.getDeptData({ dept_code: 'NOPE' })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      path: '/getdeptdata',
    });
  });
});
