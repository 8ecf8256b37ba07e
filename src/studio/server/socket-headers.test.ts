import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientErrorAnswer } from '../../http/client-error.ts';
import { STUDIO_SOCKET_HEADERS } from './studio-security.ts';

/** What the answer to a request Node could not read writes to a socket. */
function written(error: Error & { code?: string }): string {
  let text = '';
  const socket = {
    destroyed: false,
    writable: true,
    write: (chunk: string) => void (text += chunk),
    destroy: () => undefined,
  } as unknown as Socket;
  const app = { log: { trace: () => undefined } } as unknown as FastifyInstance;
  clientErrorAnswer(STUDIO_SOCKET_HEADERS).call(app, error, socket);
  return text;
}

// Issue 35: the studio's own headers, no longer the site's (it imports nothing of src/server).
describe("the studio's answer to a request Node could not read", () => {
  it("carries the studio's headers: nothing frames, runs or keeps it", () => {
    const head = written(Object.assign(new Error('bad'), { code: 'HPE_INVALID_METHOD' }));
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head).toContain("content-security-policy: default-src 'none'; frame-ancestors 'none'");
    expect(head).toContain('x-frame-options: DENY');
    expect(head).toContain('x-robots-tag: noindex, nofollow');
    expect(head).toContain('cache-control: no-store');
    expect(head).not.toContain('permissions-policy');
  });
});
