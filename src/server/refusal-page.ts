import type { FastifyReply } from 'fastify';

export interface Refusal {
  status: 413 | 429 | 503;
  title: string;
  /** What happened and what to do, in words, for a person who asked for a page. */
  message: string;
  retryAfterSeconds?: number;
  /** The connection is closed after the answer (a request whose body is not read). */
  close?: boolean;
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A small page in words, without styles or scripts: the base policy of every answer allows none. */
export function refusalHtml({ title, message }: Pick<Refusal, 'title' | 'message'>): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escape(title)}</title></head>` +
    `<body><main><h1>${escape(title)}</h1><p>${escape(message)}</p>` +
    '<p><a href="/">Home page</a></p></main></body></html>'
  );
}

/** Sends a refusal of a page visit: never kept by any cache, Retry-After when it says so. */
export function sendRefusal(reply: FastifyReply, refusal: Refusal) {
  reply.code(refusal.status).header('content-type', 'text/html; charset=utf-8');
  reply.header('cache-control', 'no-store');
  if (refusal.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(refusal.retryAfterSeconds));
  }
  if (refusal.close) reply.header('connection', 'close');
  return reply.send(refusalHtml(refusal));
}

export const inSeconds = (seconds: number) => (seconds === 1 ? 'a second' : `${seconds} seconds`);
