import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** A header as a name and its value, as an answer written to the socket carries it. */
export type HeaderPair = readonly [name: string, value: string];

/** Node's codes for a request it could not read, and the answer each gets. */
const ANSWERS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large' },
};
const BAD_REQUEST = { status: 400, message: 'The request could not be read' };

/**
 * The answer to a request Node could not read (a bad request line, headers too large, a request
 * too slow), written to the socket before Fastify sees a request, as Fastify's own handler does,
 * but with the security headers of the app's every other answer (`headers`: the site's or the
 * studio's), and the connection closed.
 */
export function clientErrorAnswer(headers: readonly HeaderPair[]) {
  const written = headers.map(([name, value]) => `${name}: ${value}\r\n`).join('');
  return function answerClientError(
    this: FastifyInstance,
    error: Error & { code?: string },
    socket: Socket,
  ) {
    // A connection reset: nothing is left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = ANSWERS[error.code ?? ''] ?? BAD_REQUEST;
    this.log.trace({ err: error }, `client error ${status}`);
    if (socket.writable) {
      const body = JSON.stringify({ statusCode: status, error: STATUS_CODES[status], message });
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
          written +
          'content-type: application/json; charset=utf-8\r\n' +
          'cache-control: no-store\r\n' +
          `content-length: ${Buffer.byteLength(body)}\r\n` +
          'connection: close\r\n\r\n' +
          body,
      );
    }
    socket.destroy(error);
  };
}
