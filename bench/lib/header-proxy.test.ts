import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rawRequest } from './http.ts';
import { startHeaderProxy, type HeaderProxy } from './header-proxy.ts';

let upstream: Server;
let origin: string;
const proxies: HeaderProxy[] = [];

beforeAll(async () => {
  upstream = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.writeHead(201, {
        'content-type': 'text/plain; charset=utf-8',
        'cross-origin-opener-policy': 'same-origin',
        'x-seen': `${request.method} ${request.url} ${request.headers.host} ${body}`,
      });
      response.end('answer bytes');
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all(proxies.map((proxy) => proxy.close()));
  await new Promise((resolve) => upstream.close(resolve));
});

test('passes the request and the answer through unchanged when it drops nothing', async () => {
  const proxy = await startHeaderProxy(origin);
  proxies.push(proxy);
  const answer = await rawRequest(`${proxy.origin}/a/b?c=1`, { method: 'POST', body: 'payload' });
  expect(answer.status).toBe(201);
  expect(answer.body.toString()).toBe('answer bytes');
  expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(answer.headers['x-seen']).toBe(`POST /a/b?c=1 ${new URL(origin).host} payload`);
});

test('leaves out only the named response headers, whatever their case', async () => {
  const proxy = await startHeaderProxy(origin, ['Cross-Origin-Opener-Policy']);
  proxies.push(proxy);
  const answer = await rawRequest(`${proxy.origin}/page`, {});
  expect(answer.headers['cross-origin-opener-policy']).toBeUndefined();
  expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(answer.body.toString()).toBe('answer bytes');
});

test('answers 502 when the server behind it is gone', async () => {
  const proxy = await startHeaderProxy('http://127.0.0.1:9');
  proxies.push(proxy);
  expect((await rawRequest(`${proxy.origin}/`, {})).status).toBe(502);
});
