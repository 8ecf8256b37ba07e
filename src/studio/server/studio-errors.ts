import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorHandler } from '../../api/error-handler.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The studio's answer to what fails before a route runs. A form too large to read (a 200 MB file
 * sent without JavaScript) gets a page that says so in words, with the way back; nothing was
 * read or saved. Anything else is answered as the API answers it.
 */
export function studioErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.statusCode !== 413) return errorHandler(error, request, reply);
  request.log.info({ status: 413 }, 'studio form too large');
  const limitMb = Math.round(Number(error.message.match(/\d+/)?.[0] ?? 0) / 1024 / 1024) || 60;
  const back = escape(request.url.split('?')[0] ?? '/');
  return reply
    .code(413)
    .type('text/html; charset=utf-8')
    .send(
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<title>The file is too large – Studio</title></head><body><main id="main">' +
        '<h1>The file is too large</h1>' +
        `<p>A form with its files may be at most ${limitMb} MB, and a single file at most 50 MB. ` +
        'Nothing was saved.</p>' +
        '<p>Make the file smaller (a scanned PDF at a lower resolution, a photo from the ' +
        'phone’s gallery rather than the camera’s original), or open the studio in a browser ' +
        'with JavaScript, which sends large files in parts and can resume them.</p>' +
        `<p><a href="${back}">Back to the form</a></p></main></body></html>`,
    );
}
