import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';

/**
 * The Fetch API Request React Router's handler takes, made from Fastify's: the studio's own
 * origin (never the Host header), the headers as sent, and the body as the stream the bounds
 * left it (body-bounds.ts: it ends in an error past its limit), which the route's action reads.
 */
export function toWebRequest(
  request: FastifyRequest,
  origin: string,
  signal: AbortSignal,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const body = request.body;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && body instanceof Readable;
  return new Request(origin + request.url, {
    method: request.method,
    headers,
    signal,
    ...(hasBody ? { body: Readable.toWeb(body) as unknown as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}
