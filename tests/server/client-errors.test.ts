import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSiteApp } from '../helpers/site-app.ts';

const site = useSiteApp();
let port: number;

beforeAll(async () => {
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  port = (site.app.server.address() as AddressInfo).port;
});

interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  /** The server ended the connection. */
  ended: boolean;
  /** Request bytes written before the answer came. */
  sentBefore: number;
}

/**
 * Writes a request to a real socket (inject() would never reach Node's parser) and reads the
 * head of the answer; `more`, when given, is written only if no answer has come yet, and the
 * connection is watched for its end.
 */
function raw(head: string, body = ''): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let text = '';
    let sent = 0;
    let ended = false;
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
    });
    const finish = () => {
      const [top = '', ...lines] = text.split('\r\n\r\n')[0]!.split('\r\n');
      const headers = new Map(
        lines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()] as const;
        }),
      );
      resolve({ status: Number(top.split(' ')[1]), headers, ended, sentBefore: sent });
      socket.destroy();
    };
    socket.on('end', () => {
      ended = true;
      finish();
    });
    socket.on('close', () => (text ? finish() : reject(new Error('closed without an answer'))));
    socket.write(head, () => (sent += Buffer.byteLength(head)));
    if (body) socket.write(body, () => (sent += Buffer.byteLength(body)));
  });
}

describe("Node's own answers", () => {
  it('answers headers too large with 431 and the security headers of every answer', async () => {
    const answer = await raw(
      `GET /events HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('connection')).toBe('close');
    expect(answer.ended).toBe(true);
  });

  it('answers a request line it cannot read with 400 and the security headers', async () => {
    const answer = await raw('GARBAGE\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describe('a page asked for with a body', () => {
  it('is refused at once, without reading the body, and the connection closed', async () => {
    // Ten megabytes announced, 64 KiB sent: the answer comes before the rest, which is never read.
    const answer = await raw(
      'GET /events HTTP/1.1\r\nHost: localhost\r\nContent-Length: 10485760\r\n\r\n',
      'x'.repeat(64 * 1024),
    );
    expect(answer.status).toBe(413);
    expect(answer.headers.get('connection')).toBe('close');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    // The server ended the connection rather than wait for (and drain) ten megabytes.
    expect(answer.ended).toBe(true);
    expect(answer.sentBefore).toBeLessThan(100 * 1024);
  });

  it('is served as usual with an empty body', async () => {
    const answer = await raw(
      'GET /events HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
  });
});
