import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILE_POSTS_AT_ONCE } from '../../src/studio/server/body-bounds.ts';
import { BODY_LIMITS } from '../../src/studio/server/body-limits.ts';
import { makeAccount, signIn } from '../helpers/studio-auth.ts';
import { rowCounts } from '../helpers/studio-content.ts';
import { useStudio } from '../helpers/studio.ts';

const MB = 1024 * 1024;

interface Sent {
  status: number;
  body: string;
  /** Bytes of the body written before the answer came. */
  sentBefore: number;
}

/**
 * A POST written to a real socket in 64 KB pieces (the same piece each time, so the test holds
 * no large buffer), stopped as soon as an answer comes: how much had gone shows whether the
 * server waited for the body.
 */
function postRaw(
  port: number,
  url: string,
  bytes: number,
  headers: Record<string, string>,
  chunked = false,
): Promise<Sent> {
  const piece = Buffer.alloc(64 * 1024, 'a');
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let sentBefore = -1;
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      if (sentBefore < 0) sentBefore = sent;
      answer += chunk.toString('latin1');
    });
    socket.on('close', () => {
      const status = Number(answer.split(' ')[1]);
      if (!status) return reject(new Error('closed without an answer'));
      resolve({ status, body: answer.split('\r\n\r\n').slice(1).join('\r\n\r\n'), sentBefore });
    });
    const head = Object.entries({
      host: '127.0.0.1',
      ...headers,
      ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(bytes) }),
    })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST ${url} HTTP/1.1\r\n${head}\r\n`);
    const pump = () => {
      while (sent < bytes && sentBefore < 0 && !socket.destroyed) {
        const frame = chunked
          ? Buffer.concat([
              Buffer.from(`${piece.length.toString(16)}\r\n`),
              piece,
              Buffer.from('\r\n'),
            ])
          : piece;
        sent += piece.length;
        if (!socket.write(frame)) return socket.once('drain', pump);
      }
      if (chunked && sent >= bytes && !socket.destroyed) socket.write('0\r\n\r\n');
    };
    pump();
  });
}

/** The process's memory in use: a buffered body would show in it (buffers are `external`). */
const memory = () => {
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
};

describe('every studio write is read within the limit of its kind', () => {
  const t = useStudio({ readsPublicSite: false });
  let port = 0;
  let origin = '';
  let office = '';

  beforeAll(async () => {
    await makeAccount(t, { username: 'office.bodies', role: 'office' });
    ({ cookie: office } = await signIn(t, 'office.bodies'));
    await t.studio.listen({ port: 0, host: '127.0.0.1' });
    port = (t.studio.server.address() as AddressInfo).port;
    // Listening on localhost, the studio takes writes from its own address (studio-app.ts).
    origin = `http://127.0.0.1:${port}`;
  });

  it('refuses a 55 MB sign-in at once (413), unread, without the process growing', async () => {
    global.gc?.();
    const before = memory();
    let peak = before;
    const watch = setInterval(() => (peak = Math.max(peak, memory())), 5);
    const sent = await Promise.all(
      Array.from({ length: 4 }, () =>
        postRaw(port, '/sign-in', 55 * MB, {
          origin,
          'content-type': 'application/x-www-form-urlencoded',
        }),
      ),
    );
    clearInterval(watch);
    for (const answer of sent) {
      expect(answer.status).toBe(413);
      expect(answer.body).toContain('The form is too large');
      expect(answer.body).toContain('at most 8 KB');
      // Answered from the head alone: far less than the body had gone when it came.
      expect(answer.sentBefore).toBeLessThan(16 * MB);
    }
    // What the clients had sent before the answer is read and dropped (a lingering close): a
    // few MB of buffers in flight, not four bodies of 55 MB.
    expect(peak - before).toBeLessThan(32 * MB);
  });

  it('lets a client still sending a refused body read its 413 later, not a reset', async () => {
    // A client busy sending (here: 8 MB of a 55 MB body at once) reads the answer only later.
    // Closed with the body unread, the connection resets, and the reset throws the answer away.
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.pause();
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      socket.on('end', () => resolve(text.split('\r\n')[0] ?? ''));
      socket.write(
        'POST /sign-in HTTP/1.1\r\nhost: 127.0.0.1\r\n' +
          `origin: ${origin}\r\ncontent-type: application/x-www-form-urlencoded\r\n` +
          `content-length: ${55 * MB}\r\n\r\n`,
      );
      socket.write(Buffer.alloc(8 * MB, 'a'));
      setTimeout(() => socket.resume(), 500);
    });
    expect(answer).toBe('HTTP/1.1 413 Payload Too Large');
  });

  it('cuts a chunked body at its limit and answers 413', async () => {
    const answer = await postRaw(
      port,
      '/sign-in',
      55 * MB,
      { origin, 'content-type': 'application/x-www-form-urlencoded' },
      true,
    );
    expect(answer.status).toBe(413);
    expect(answer.sentBefore).toBeLessThan(16 * MB);
  });

  it('holds a signed-in editor to the limit of its kind: a form past 1 MB is refused', async () => {
    const answer = await t.studio.inject({
      method: 'POST',
      url: '/profiles/1/paste',
      headers: {
        origin,
        cookie: office,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `text=${'a'.repeat(BODY_LIMITS.form.bytes)}`,
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.body).toContain('at most 1 MB');
  });

  it('takes a part of a file up to 1 MB, and refuses a larger one in JSON for the uploader', async () => {
    const part = await t.studio.inject({
      method: 'POST',
      url: '/uploads?action=part&uploadId=x&offset=0',
      headers: {
        origin,
        cookie: office,
        accept: 'application/json',
        'content-type': 'application/octet-stream',
      },
      payload: Buffer.alloc(BODY_LIMITS.part.bytes + 1),
    });
    expect(part.statusCode).toBe(413);
    expect(part.json()).toMatchObject({ error: expect.stringContaining('1 MB a part') });
  });

  it('answers a malformed multipart body 400, never 500, and keeps nothing', async () => {
    const before = await rowCounts(t.db);
    const bodies = [
      // Parts that never end.
      '--x\r\ncontent-disposition: form-data; name="title"\r\n\r\nunfinished',
      // A part without its headers' end.
      '--x\r\ncontent-disposition: form-data; name="title"',
      // Not multipart at all.
      'title=a&intent=save',
    ];
    for (const payload of bodies)
      for (const url of ['/items/notice/new', '/sign-in']) {
        const answer = await t.studio.inject({
          method: 'POST',
          url,
          headers: {
            origin,
            // Signing in is for whoever is not signed in yet.
            ...(url === '/sign-in' ? {} : { cookie: office }),
            'content-type': 'multipart/form-data; boundary=x',
          },
          payload,
        });
        expect(answer.statusCode, `${url}: ${payload}`).toBe(400);
      }
    const noBoundary = await t.studio.inject({
      method: 'POST',
      url: '/items/notice/new',
      headers: { origin, cookie: office, 'content-type': 'multipart/form-data' },
      payload: 'anything',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it(`takes ${FILE_POSTS_AT_ONCE} posts with files at once per account; the next is refused (429)`, async () => {
    const held = Array.from({ length: FILE_POSTS_AT_ONCE }, () => new PassThrough());
    const open = held.map((payload) => {
      payload.write('--x\r\ncontent-disposition: form-data; name="upload--attachments"; ');
      payload.write('filename="a.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-');
      return t.studio.inject({
        method: 'POST',
        url: '/items/notice/new',
        headers: {
          origin,
          cookie: office,
          'content-type': 'multipart/form-data; boundary=x',
          'transfer-encoding': 'chunked',
        },
        payload,
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = await t.studio.inject({
      method: 'POST',
      url: '/items/notice/new',
      headers: {
        origin,
        cookie: office,
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x--\r\n',
    });
    expect(next.statusCode).toBe(429);
    expect(next.body).toContain('Files are already on their way');
    for (const payload of held) payload.end('\r\n--x--\r\n');
    await Promise.all(open);
    const after = await t.studio.inject({
      method: 'POST',
      url: '/items/notice/new',
      headers: {
        origin,
        cookie: office,
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x--\r\n',
    });
    expect(after.statusCode).not.toBe(429);
  });
});
