import type { FastifyReply } from 'fastify';
import { inAssameseDigits } from '../lib/assamese-digits.ts';
import type { Language } from '../web/i18n/language.ts';

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

/**
 * A refusal of a page at an Assamese address in Assamese (issue 37): each kind of refusal by its
 * status, the wait in Assamese digits. Kept here, beside the English it says again, rather than
 * in the pages' catalogue: a refusal is answered before any page, or React, is involved.
 */
const inAssameseSeconds = (seconds: number) => `${inAssameseDigits(String(seconds))} ছেকেণ্ড`;
function inAssamese(refusal: Refusal): Pick<Refusal, 'title' | 'message'> {
  const wait = inAssameseSeconds(refusal.retryAfterSeconds ?? 5);
  if (refusal.status === 413) {
    return {
      title: 'পৃষ্ঠা এটা বিচৰা অনুৰোধত বিষয়বস্তু আছিল',
      message: 'এই অনুৰোধৰ সৈতে বিষয়বস্তু পঠিওৱা হৈছিল, যিটো পৃষ্ঠাই নপঢ়ে।',
    };
  }
  if (refusal.status === 429) {
    return {
      title: 'আপোনাৰ ঠিকনাৰ পৰা অতি বেছি নতুন পৃষ্ঠা বিচৰা হৈছে',
      message:
        'যোৱা এক মিনিটত আপোনাৰ ঠিকনাই নতুনকৈ বনাবলগীয়া বহুতো পৃষ্ঠা বিচাৰিছে। ' +
        `অনুগ্ৰহ কৰি ${wait} পিছত পুনৰ চেষ্টা কৰক। শেহতীয়াকৈ চোৱা পৃষ্ঠাবোৰ এতিয়াও লগে লগে খোলে।`,
    };
  }
  return {
    title: 'ৱেবছাইটটো ব্যস্ত',
    message: `এই মুহূৰ্তত বহুতো পৃষ্ঠা বনোৱা হৈ আছে। অনুগ্ৰহ কৰি ${wait} পিছত পুনৰ চেষ্টা কৰক।`,
  };
}

/** A small page in words, without styles or scripts: the base policy of every answer allows none. */
export function refusalHtml(
  { title, message }: Pick<Refusal, 'title' | 'message'>,
  language: Language = 'en',
): string {
  const home = language === 'as' ? '<a href="/as/">মুখ্য পৃষ্ঠা</a>' : '<a href="/">Home page</a>';
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escape(title)}</title></head>` +
    `<body><main><h1>${escape(title)}</h1><p>${escape(message)}</p>` +
    `<p>${home}</p></main></body></html>`
  );
}

/** Sends a refusal of a page visit: never kept by any cache, Retry-After when it says so. */
export function sendRefusal(reply: FastifyReply, refusal: Refusal, language: Language = 'en') {
  reply.code(refusal.status).header('content-type', 'text/html; charset=utf-8');
  reply.header('cache-control', 'no-store');
  if (refusal.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(refusal.retryAfterSeconds));
  }
  if (refusal.close) reply.header('connection', 'close');
  return reply.send(refusalHtml(language === 'as' ? inAssamese(refusal) : refusal, language));
}

export const inSeconds = (seconds: number) => (seconds === 1 ? 'a second' : `${seconds} seconds`);

/**
 * The page of a file download refused by the rate limit (429), in the language of the page the
 * visitor came from: a file's address has no /as/, so an Assamese page's CV or picture is
 * refused in Assamese by its Referer (decision 097).
 */
export function downloadRefusalHtml(seconds: number, language: Language): string {
  if (language === 'as') {
    return refusalHtml(
      {
        title: 'আপোনাৰ ঠিকনাৰ পৰা অতি বেছি ফাইল ডাউনল’ড কৰা হৈছে',
        message:
          'যোৱা এক মিনিটত আপোনাৰ ঠিকনাই বহুতো ফাইল বিচাৰিছে। ' +
          `অনুগ্ৰহ কৰি ${inAssameseSeconds(seconds)} পিছত পুনৰ চেষ্টা কৰক।`,
      },
      'as',
    );
  }
  return refusalHtml({
    title: 'Too many downloads from your address',
    message: `Your address has asked for many files in the last minute. Please try again in ${inSeconds(seconds)}.`,
  });
}
