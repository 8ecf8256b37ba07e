import { realpath, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { httpErrors } from '@fastify/sensible';

const ADDRESS = /^[a-z][a-z0-9+.-]*:/i;
const ENCODED = /%[0-9a-f]{2}/i;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f\\]/;

function checkSegment(segment: string, whole: string) {
  if (segment === '' || segment === '.' || segment === '..') {
    throw httpErrors.badRequest(
      `'${whole}' must be a plain path inside the uploads folder (no empty, '.' or '..' parts)`,
    );
  }
  if (CONTROL.test(segment) || ENCODED.test(segment)) {
    throw httpErrors.badRequest(
      `'${whole}' has a control character, backslash or percent-encoding`,
    );
  }
}

export interface UploadFile {
  absolute: string;
  /** type/path, relative to the uploads folder */
  relative: string;
  ext: string;
  size: number;
  /** When it was last written, in ms (with the size and path, a validator of its bytes). */
  modifiedMs: number;
}

/**
 * Finds type/path inside the uploads folder, or refuses: a path that would escape it (.., an
 * absolute path, an address, encoded dots, NUL, a symlink pointing out) gets a 4xx; a missing
 * file gets a 404. Nothing outside the folder is ever read.
 */
export async function confineUpload(
  uploadsDir: string,
  type: string,
  path: string,
): Promise<UploadFile> {
  const whole = `${type}/${path}`;
  if (ADDRESS.test(type) || ADDRESS.test(path) || path.startsWith('/')) {
    throw httpErrors.badRequest(
      `'${whole}' must be a path inside the uploads folder, not an address or an absolute path`,
    );
  }
  const segments = [type, ...path.split('/')];
  for (const segment of segments) checkSegment(segment, whole);

  const root = resolve(uploadsDir);
  const absolute = resolve(root, ...segments);
  if (!absolute.startsWith(root + sep))
    throw httpErrors.badRequest(`'${whole}' escapes the uploads folder`);

  let real: string;
  let realRoot: string;
  try {
    [real, realRoot] = await Promise.all([realpath(absolute), realpath(root)]);
  } catch {
    throw httpErrors.notFound(`No file '${whole}'`);
  }
  if (!real.startsWith(realRoot + sep))
    throw httpErrors.forbidden(`'${whole}' points outside the uploads folder`);
  const info = await stat(real);
  if (!info.isFile()) throw httpErrors.notFound(`No file '${whole}'`);
  return {
    absolute: real,
    relative: real
      .slice(realRoot.length + 1)
      .split(sep)
      .join('/'),
    ext: extname(real).slice(1).toLowerCase(),
    size: info.size,
    modifiedMs: info.mtimeMs,
  };
}
