import { LINK_MIME } from './codes.ts';
import type { FileRef } from './schemas/common.ts';

/**
 * The file-reference rule of SPEC §5: mime 'link' means the path is the address itself; any
 * other mime means uploads location + type + path.
 */
export function fileAddress(
  ref: Pick<FileRef, 'type' | 'path' | 'mime'>,
  uploadsBase: string,
): string {
  if (ref.mime === LINK_MIME) return ref.path;
  const segments = [ref.type, ...ref.path.split('/')].filter(Boolean).map(encodeURIComponent);
  return `${uploadsBase.replace(/\/+$/, '')}/${segments.join('/')}`;
}
