import { kindOf } from '../../../lib/attachment-kinds.ts';

/** What the editor shows of a file kept in a form: its name, kind and size, and a thumbnail. */
export interface FileFacts {
  /** The value the form sends back for it ('studio/{sha256}.pdf', or an imported file's path). */
  spec: string;
  name: string;
  /** 'PDF', 'JPEG image', 'File'. */
  kind: string;
  /** Bytes, when known. */
  size: number | null;
  /** Where staff see it in the studio (/files/…), when the studio holds it. */
  href: string | null;
  image: boolean;
}

/** 1234567 → '1.2 MB'; 2048 → '2 KB' (the public site's way of giving a file's size). */
export function formatSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1000) return `${Math.round(bytes / 1000)} KB`;
  return `${bytes} bytes`;
}

/** 'PDF, 1.2 MB' */
export const describeFile = (file: FileFacts) =>
  file.size === null ? file.kind : `${file.kind}, ${formatSize(file.size)}`;

/**
 * The facts of a file known only by its spec: its name and kind from the path, and where staff
 * see it: the studio's own files at /files/, the imported ones at /uploads/ (the studio serves
 * the site's files too), a link at its address.
 */
export function factsFromSpec(spec: string): FileFacts {
  if (/^https?:\/\//.test(spec))
    return { spec, name: spec, kind: 'Link', size: null, href: spec, image: false };
  const kind = kindOf(spec);
  return {
    spec,
    name: spec.split('/').pop() || spec,
    kind: kind?.name ?? 'File',
    size: null,
    href: spec.startsWith('studio/')
      ? `/files/${spec.slice('studio/'.length)}`
      : `/uploads/${spec}`,
    image: kind?.image === true,
  };
}

/** The most the browser may send, checked there before sending and by the store after. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

/** A form keeps a file as its spec: a string, or (from the store) an attachment-like object. */
export function specOf(value: unknown): string | null {
  if (typeof value === 'string') return value || null;
  if (value && typeof value === 'object') {
    const { spec, path, type } = value as { spec?: unknown; path?: unknown; type?: unknown };
    if (typeof spec === 'string') return spec;
    if (typeof path === 'string') return typeof type === 'string' ? `${type}/${path}` : path;
  }
  return null;
}

/** The specs a file field holds: one, a list, or none. */
export function specsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.map(specOf).filter((spec): spec is string => spec !== null);
}
