import { Socket } from 'node:net';
import { finished } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../api/http-error.ts';
import { errorHandler } from '../../api/error-handler.ts';
import { BODY_LIMITS, type BodyKind } from './body-limits.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What each refusal of a body says, for the limit of its kind. */
function refusalWords(status: 400 | 413 | 429, kind: BodyKind): { title: string; text: string } {
  if (status === 429)
    return {
      title: 'Files are already on their way',
      text:
        'You are sending files with other forms already (another tab, or a post not finished). ' +
        'Wait for them to arrive, then send this one again.',
    };
  if (status === 400)
    return {
      title: 'The form could not be read',
      text: 'What arrived was not a whole form (the connection may have broken). Nothing was saved.',
    };
  return {
    title: 'The form is too large',
    text:
      `This form may be at most ${BODY_LIMITS[kind].words}. Nothing was saved. ` +
      (kind === 'files'
        ? 'Make the file smaller (a scanned PDF at a lower resolution, a photo from the ' +
          'phone’s gallery rather than the camera’s original), or open the studio in a browser ' +
          'with JavaScript, which sends large files in parts and can resume them.'
        : 'Shorten what you typed or pasted (a long table can go into an attached PDF).'),
  };
}

/** How long the rest of a refused body is read (and dropped) before its connection is cut. */
export const LINGER_MS = 2000;

/**
 * The connection of a request answered before its body was read: what the client still sends is
 * read and dropped, so that it reads the answer rather than a reset, which closing with unread
 * bytes would send (RFC 9112 §9.6, a lingering close); the connection ends once both the body and
 * the answer are over, or after LINGER_MS. Nothing of the body is kept.
 */
function lingerThenClose(request: FastifyRequest, reply: FastifyReply) {
  const socket = request.raw.socket;
  // An injected request (the tests' app.inject) has no connection to keep or end.
  if (!(socket instanceof Socket)) return;
  const cut = setTimeout(() => socket.destroy(), LINGER_MS);
  cut.unref();
  let waiting = 2;
  const over = () => {
    if (--waiting > 0) return;
    clearTimeout(cut);
    socket.end();
  };
  finished(request.raw, over);
  finished(reply.raw, over);
  request.raw.resume();
}

/**
 * A body refused before it was read whole (too large, too many files at once) or that could not
 * be read: a page that says so in words, with the way back (JSON for the uploader); the rest of
 * the body is dropped as it comes for a moment, then the connection ends. Nothing was kept.
 */
export function refuseBody(
  request: FastifyRequest,
  reply: FastifyReply,
  status: 400 | 413 | 429,
  kind: BodyKind,
) {
  request.log.info({ status, kind }, 'studio body refused');
  const { title, text } = refusalWords(status, kind);
  reply.code(status);
  lingerThenClose(request, reply);
  if (/json/.test(request.headers.accept ?? ''))
    return reply.send({ ...errorBody(status, text), error: text });
  const back = escape(request.url.split('?')[0] ?? '/');
  return reply
    .type('text/html; charset=utf-8')
    .send(
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<title>${title} – Studio</title></head><body><main id="main">` +
        `<h1>${title}</h1><p>${escape(text)}</p>` +
        `<p><a href="${back}">Back to the form</a></p></main></body></html>`,
    );
}

/**
 * The studio's answer to what fails before a route runs: a body too large is refused in words
 * (as refuseBody says it); anything else is answered as the API answers it.
 */
export function studioErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.statusCode === 413) return refuseBody(request, reply, 413, 'files');
  if (error.statusCode === 400 && error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return refuseBody(request, reply, 400, 'small');
  return errorHandler(error, request, reply);
}
