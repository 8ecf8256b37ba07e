import { Readable } from 'node:stream';
import busboy from 'busboy';
import { data } from 'react-router';
import { BODY_LIMITS, bodyKindOf, type BodyLimit } from '../../server/body-limits.ts';

/** Fields one form may have (a profile section of 300 rows of a few cells each, and more). */
const MAX_FIELDS = 5000;

const refused = (status: 400 | 413, message: string) => data(message, { status });
const malformed = () =>
  refused(
    400,
    'What arrived was not a whole form (the connection may have broken). Nothing was saved.',
  );
const tooLarge = (limit: BodyLimit) =>
  refused(413, `This form may be at most ${limit.words}. Nothing was saved.`);

/**
 * The form a studio action was sent (decision 071), read as it streams in with busboy, within
 * the limits of its address's kind of write (body-limits.ts): the fields together, each file,
 * the number of files. A form past them is a 413, one that is not a whole form (a broken
 * multipart body, a body cut off) a 400, thrown as React Router shows it: never a 500, and
 * nothing of it kept. Files come back as File objects, as request.formData() gives them.
 */
export async function readForm(request: Request): Promise<FormData> {
  const url = new URL(request.url);
  const limit: BodyLimit = BODY_LIMITS[bodyKindOf(url.pathname + url.search, true)];
  const type = request.headers.get('content-type') ?? '';
  if (!request.body) return new FormData();
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type))
    throw refused(400, 'This address takes a form; nothing was saved.');
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': type },
      defParamCharset: 'utf8',
      limits: {
        fieldSize: limit.fieldBytes,
        fields: MAX_FIELDS,
        fieldNameSize: 200,
        files: limit.files,
        fileSize: limit.fileBytes,
        headerPairs: 20,
      },
    });
  } catch {
    // A multipart type without its boundary, a charset nobody knows.
    throw malformed();
  }
  return collect(Readable.fromWeb(request.body as never), parser, limit);
}

function collect(source: Readable, parser: busboy.Busboy, limit: BodyLimit): Promise<FormData> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    let fieldBytes = 0;
    let settled = false;
    // The parser may close before the last file's stream has ended: both are waited for.
    let open = 1;
    const done = () => {
      open -= 1;
      if (open > 0 || settled) return;
      settled = true;
      resolve(form);
    };
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy();
      reject(error);
    };
    parser.on('field', (name, value, info) => {
      fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
      if (info.valueTruncated || fieldBytes > limit.fieldBytes) return fail(tooLarge(limit));
      form.append(name, value);
    });
    parser.on('file', (name, stream, info) => {
      open += 1;
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(new Uint8Array(chunk)));
      stream.on('limit', () => fail(tooLarge(limit)));
      stream.on('end', () => {
        if (settled || stream.truncated) return;
        const bytes = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
        // An empty file input still sends its part: nothing chosen, nothing kept.
        if (bytes > 0 || info.filename) {
          if (limit.fileBytes === 0) return fail(refused(400, 'This form takes no file.'));
          form.append(name, new File(chunks, info.filename || 'file', { type: info.mimeType }));
        }
        done();
      });
    });
    for (const event of ['filesLimit', 'fieldsLimit', 'partsLimit'] as const)
      parser.on(event, () => fail(tooLarge(limit)));
    parser.on('error', () => fail(malformed()));
    parser.on('close', done);
    // Cut at its limit by the server (body-bounds.ts), or broken off by the client.
    source.on('error', (error: { statusCode?: number }) =>
      fail(error.statusCode === 413 ? tooLarge(limit) : malformed()),
    );
    source.pipe(parser);
  });
}
