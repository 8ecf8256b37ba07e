import { MAX_ATTACHMENT_BYTES as MAX_FILE_BYTES } from '../../lib/attachment-limits.ts';
import { PART_BYTES } from '../content/upload-limits.ts';

const KB = 1024;
const MB = 1024 * KB;

/** What a kind of studio write may carry: its whole body, each field, each file (0: none). */
export interface BodyLimit {
  /** The whole body: a Content-Length past it is refused at once, a longer stream cut there. */
  bytes: number;
  /** The form's fields together (the files aside). */
  fieldBytes: number;
  /** Each file a form sends; 0: the form takes no file. */
  fileBytes: number;
  /** Files in one post. */
  files: number;
  /** What the refusal says the limit is, in words. */
  words: string;
}

/**
 * Every write the studio takes is one of these (decision 071). Signing in and the other small
 * forms carry a few fields; forms without files a megabyte; files are sent in parts of a
 * megabyte by the editor, and only a browser without JavaScript posts them with the form,
 * streamed, each up to the upload limit. A post without a session is a small form, whatever
 * its address: nobody unknown may make the studio read megabytes.
 */
export const BODY_LIMITS = {
  small: { bytes: 8 * KB, fieldBytes: 8 * KB, fileBytes: 0, files: 0, words: '8 KB' },
  form: { bytes: MB, fieldBytes: MB, fileBytes: MB, files: 1, words: '1 MB' },
  part: { bytes: PART_BYTES, fieldBytes: 0, fileBytes: 0, files: 0, words: '1 MB a part' },
  files: {
    bytes: 60 * MB,
    fieldBytes: MB,
    fileBytes: MAX_FILE_BYTES,
    files: 30,
    words: `60 MB with its files (each file at most ${MAX_FILE_BYTES / MB} MB)`,
  },
} as const satisfies Record<string, BodyLimit>;

export type BodyKind = keyof typeof BODY_LIMITS;

/** The addresses whose forms carry more than a few fields, by path; every other is small. */
const ROUTES: readonly [RegExp, BodyKind][] = [
  // The editors (a new item, an item) and a teacher's profile pages: fields, and files without JS.
  [/^\/items\/[^/]+\/[^/]+$/, 'files'],
  [/^\/profiles\/\d+\/paste$/, 'form'],
  [/^\/profiles\/\d+\/[^/]+(\/\d+)?$/, 'files'],
  [/^\/accounts\/import$/, 'form'],
];

/** The kind of write a POST to this address is (its path and query), for whoever is signed in. */
export function bodyKindOf(url: string, signedIn: boolean): BodyKind {
  if (!signedIn) return 'small';
  const [address = '', query = ''] = url.split('?');
  // React Router's own requests (a form posted with JavaScript) add `.data` to the address.
  const path = address.replace(/\.data$/, '');
  if (path === '/uploads')
    return new URLSearchParams(query).get('action') === 'part' ? 'part' : 'small';
  return ROUTES.find(([pattern]) => pattern.test(path))?.[1] ?? 'small';
}
