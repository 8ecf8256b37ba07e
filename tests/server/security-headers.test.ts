import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CONTRACT_HEADERS } from '../../src/contract/client.ts';
import { DOCUMENT_ONLY_HEADERS } from '../../src/server/security/security-headers.ts';
import { YOUTUBE_EMBED_ORIGIN } from '../../src/lib/embeds.ts';
import { observatoryGrade } from '../helpers/observatory.ts';
import { useSiteApp } from '../helpers/site-app.ts';

const site = useSiteApp();

/** The pages' one script, the enhancements (decision 030). */
const { script: pageScript } = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '..', '..', 'build', 'enhance.json'), 'utf8'),
) as { script: string };

/** One address of every kind of answer the site gives. */
const ROUTES = [
  { kind: 'home page', method: 'GET', url: '/', status: 200, page: true },
  { kind: 'notices page', method: 'GET', url: '/notifications/academic', status: 200, page: true },
  { kind: 'department page', method: 'GET', url: '/department/ENG', status: 200, page: true },
  {
    kind: 'faculty profile',
    method: 'GET',
    url: '/department/ENG/faculty/single?id=121&name=Dr.+Arundhati+Goswami',
    status: 200,
    page: true,
  },
  { kind: 'not-found page', method: 'GET', url: '/no-such-page', status: 404, page: true },
  { kind: 'redirect', method: 'GET', url: '/department/ENG/faculty/single', status: 302 },
  {
    kind: 'API call',
    method: 'POST',
    url: '/api/getnoticesbytypedeptv1',
    payload: { type: 'COLLEGE_TENDER' },
    status: 200,
  },
  { kind: 'API error', method: 'GET', url: '/api/no-such-call', status: 404 },
  { kind: 'wrong method', method: 'POST', url: '/', status: 405 },
  { kind: 'asset', method: 'GET', url: pageScript, status: 200 },
  { kind: 'upload', method: 'GET', url: '/uploads/college/logo.png', status: 200 },
  { kind: 'health check', method: 'GET', url: '/healthz', status: 200 },
  { kind: 'web app manifest', method: 'GET', url: '/manifest.webmanifest', status: 200 },
  { kind: 'service worker', method: 'GET', url: '/sw.js', status: 200 },
  { kind: 'security.txt', method: 'GET', url: '/.well-known/security.txt', status: 200 },
] as const;

const send = (route: (typeof ROUTES)[number]) =>
  site.app.inject({
    method: route.method,
    url: route.url,
    headers: CONTRACT_HEADERS,
    ...('payload' in route ? { payload: route.payload } : {}),
  });

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('security headers on every answer', () => {
  it('has an asset to ask for', () => {
    expect(pageScript).toMatch(/^\/assets\/enhance-/);
  });

  for (const route of ROUTES) {
    it(`grades A+ by the HTTP Observatory's rules: ${route.kind} (${route.url})`, async () => {
      const response = await send(route);
      expect(response.statusCode).toBe(route.status);
      const grade = observatoryGrade(route.url, response);
      expect(grade.grade, JSON.stringify(grade.results)).toBe('A+');
      expectCommonHeaders(response);
      if (route.kind !== 'asset' && route.kind !== 'service worker')
        expectDocumentHeaders(response);
    });
  }

  it('sends a built file without the headers only a document acts on, which would outweigh it', async () => {
    const response = await send(ROUTES.find((r) => r.kind === 'asset')!);
    // The heaviest of them, 640 bytes, is among those left off.
    expect(DOCUMENT_ONLY_HEADERS).toContain('permissions-policy');
    for (const name of DOCUMENT_ONLY_HEADERS) {
      expect(response.headers[name], name).toBeUndefined();
    }
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // One Vary, named once: the stored encodings are chosen by Accept-Encoding.
    expect(String(response.headers.vary).toLowerCase()).toBe('accept-encoding');
  });

  it('sends the service worker under its own address, asked again at every check, allowed to fetch only from the site (decision 101)', async () => {
    // As a browser asks for it: the brotli file beside it is sent, with the worker's headers.
    const response = await site.app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers['content-type'])).toMatch(/^(text|application)\/javascript/);
    const policy = String(response.headers['content-security-policy']);
    expect(directive(policy, 'default-src')).toEqual(["'none'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('college-shell-');
  });

  it('gives a page a policy that admits exactly its own inline scripts and style attributes', async () => {
    for (const route of ROUTES.filter((r) => 'page' in r)) {
      const response = await send(route);
      const policy = String(response.headers['content-security-policy']);
      const scriptSources = directive(policy, 'script-src');
      expect(scriptSources).toContain("'self'");
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
      const inline = [
        ...response.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g),
      ];
      expect(inline.length, route.url).toBeGreaterThan(0);
      for (const [, code] of inline) expect(scriptSources).toContain(sha256(code ?? ''));
      // Nothing beyond the site itself and the inline scripts of this very page.
      expect(scriptSources.filter((s) => s !== "'self'")).toHaveLength(
        new Set(inline.map((m) => m[1])).size,
      );
      for (const [name, sources] of [
        ['default-src', ["'none'"]],
        ['object-src', ["'none'"]],
        ['base-uri', ["'none'"]],
        ['frame-ancestors', ["'none'"]],
        ['form-action', ["'self'"]],
        ['img-src', ["'self'"]],
        ['font-src', ["'self'"]],
        // Decision 101: the service worker and the manifest, from the site only.
        ['worker-src', ["'self'"]],
        ['manifest-src', ["'self'"]],
      ] as const) {
        expect(directive(policy, name), `${route.url} ${name}`).toEqual(sources);
      }
      // Styles: the site's files, and exactly the <style> elements of this page (its CSS
      // written in), by hash; never 'unsafe-inline'.
      const styles = [...response.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
      expect(styles.length, route.url).toBeGreaterThan(0);
      expect(directive(policy, 'style-src')).toEqual([
        "'self'",
        ...new Set(styles.map((css) => sha256(css))),
      ]);
    }
  });

  it('frames only the tour video and the map of college.yaml, and hashes the home page style attributes', async () => {
    const response = await site.app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);
    expect(directive(policy, 'frame-src').sort()).toEqual(
      ['https://www.openstreetmap.org', YOUTUBE_EMBED_ORIGIN].sort(),
    );
    const styles = [...response.body.matchAll(/ style="([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(styles.length).toBeGreaterThan(0);
    const allowed = directive(policy, 'style-src-attr');
    expect(allowed[0]).toBe("'unsafe-hashes'");
    for (const style of styles) expect(allowed).toContain(sha256(style));
  });

  it('says the grader fails an answer without these headers', () => {
    const bare = { statusCode: 200, headers: { 'content-type': 'text/html' }, body: '<p>x</p>' };
    // C without the two HTTPS-only rules, which would take it to F.
    expect(observatoryGrade('/', bare as unknown as LightMyRequestResponse).grade).not.toMatch(
      /^[AB]/,
    );
  });
});

/** What only a document acts on: the features it may use. */
function expectDocumentHeaders(response: LightMyRequestResponse) {
  expect(String(response.headers['permissions-policy'])).toContain('camera=()');
}

function expectCommonHeaders(response: LightMyRequestResponse) {
  const h = response.headers;
  const hsts = String(h['strict-transport-security']);
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  expect(hsts).toContain('includeSubDomains');
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['cross-origin-opener-policy']).toBe('same-origin');
  expect(h['cross-origin-resource-policy']).toBe('same-origin');
  expect(String(h['content-security-policy'])).toContain("frame-ancestors 'none'");
  const type = h['content-type'];
  if (typeof type === 'string' && /^(text\/|application\/(json|javascript))/.test(type)) {
    expect(type).toMatch(/charset=utf-8/i);
  }
}
