import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';
import { LRUCache } from 'lru-cache';

/** A policy as directive → sources; serialized in this order. */
export type Directives = Record<string, readonly string[]>;

/**
 * What every answer carries unless it is a page: nothing may load or run from it, nobody may
 * frame it, and it cannot change where relative addresses or forms go. JSON, files and errors
 * need nothing more.
 */
export const BASE_DIRECTIVES: Directives = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
};

export interface PageSources {
  /** Origins the visitor may open in a frame by a click: the tour video, the map. */
  frames: readonly string[];
  /** Origins of images besides the site itself (an uploads location on another host). */
  images: readonly string[];
}

/** The inline code of one rendered page, as CSP hash sources ('sha256-…'). */
export interface InlineHashes {
  scripts: string[];
  /** <style> elements: the page's own stylesheets written into it (decision 031). */
  styles: string[];
  styleAttributes: string[];
}

/**
 * A page's policy. Scripts: our own files and the exact inline scripts of this page (their
 * hashes: the structured data), nothing else. Styles: our stylesheets, the exact <style>
 * elements this page carries (the site's CSS written in, by hash), and the style attributes it
 * was rendered with (their hashes, which is what 'unsafe-hashes' means: no other attribute).
 * See docs/decisions/014-content-security-policy.md and 031.
 */
export function pageDirectives(sources: PageSources, hashes: InlineHashes): Directives {
  return {
    ...BASE_DIRECTIVES,
    'script-src': ["'self'", ...hashes.scripts],
    'style-src': ["'self'", ...hashes.styles],
    'style-src-attr': hashes.styleAttributes.length
      ? ["'unsafe-hashes'", ...hashes.styleAttributes]
      : ["'none'"],
    'img-src': ["'self'", ...sources.images],
    // The self-hosted Assamese font (woff2 from the site's own assets).
    'font-src': ["'self'"],
    // In-page switches (decision 030) fetch the next state of the page; a CV is fetched to save.
    'connect-src': ["'self'"],
    'frame-src': sources.frames.length ? sources.frames : ["'none'"],
    // The service worker at /sw.js and the web app manifest, both from the site (decision 101).
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
  };
}

/**
 * The policy /sw.js is sent with, which binds what the worker itself may do: fetch from the site
 * (the pages and files it keeps, the feeds it checks) and nothing else (decision 101).
 */
export const WORKER_DIRECTIVES: Directives = {
  ...BASE_DIRECTIVES,
  'connect-src': ["'self'"],
  'img-src': ["'self'"],
};

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The hashes of the built stylesheets, by their text: the same few on every page. */
const stylesheetHashes = new Map<string, string>();
const stylesheetHash = (css: string) => {
  let hash = stylesheetHashes.get(css);
  if (hash === undefined) stylesheetHashes.set(css, (hash = sha256(css)));
  return hash;
};

/**
 * The hashes of a page's inline scripts, style elements and style attributes, read from the HTML
 * exactly as the browser will read it: script and style text raw, attribute values with their
 * entities decoded. Scripts with a src are covered by 'self' and left out.
 *
 * `writtenIn` are the stylesheets that will be written into the page in place of their links
 * (inline-styles.ts, by address): each such link counts as the <style> element it becomes, in
 * its place, so the page is read before its stylesheets are written in and their text (a third
 * of a page's bytes) is hashed once per stylesheet, not parsed on every render.
 */
export function inlineHashes(
  html: string,
  writtenIn: ReadonlyMap<string, string> = new Map(),
): InlineHashes {
  const found = { script: new Set<string>(), style: new Set<string>() };
  const styleAttributes = new Set<string>();
  let open: { name: 'script' | 'style'; text: string } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.style !== undefined) styleAttributes.add(sha256(attributes.style));
        const written = name === 'link' ? writtenStylesheet(attributes, writtenIn) : undefined;
        if (written !== undefined) found.style.add(stylesheetHash(written));
        if (name === 'style' || (name === 'script' && attributes.src === undefined)) {
          open = { name, text: '' };
        }
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (open && name === open.name) {
          found[open.name].add(sha256(open.text));
          open = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return {
    scripts: [...found.script],
    styles: [...found.style],
    styleAttributes: [...styleAttributes],
  };
}

/** The hashes read from pages, by the digest of their HTML, for each set of stylesheets. */
const hashesOfPages = new WeakMap<ReadonlyMap<string, string>, LRUCache<string, InlineHashes>>();
const NO_STYLESHEETS: ReadonlyMap<string, string> = new Map();

/**
 * inlineHashes, read once per distinct page (decision 040, round 2). The policy is a function of
 * the HTML alone, and a page rendered again with unchanged content (a refresh of the page cache,
 * an API answer refreshed to the same data) is the same HTML: its digest (a tenth of the parse)
 * finds the hashes already read. A page whose HTML changed is read as before.
 */
export function pageInlineHashes(
  html: string,
  writtenIn: ReadonlyMap<string, string> = NO_STYLESHEETS,
): InlineHashes {
  let pages = hashesOfPages.get(writtenIn);
  if (!pages) hashesOfPages.set(writtenIn, (pages = new LRUCache({ max: 2000 })));
  const digest = createHash('sha256').update(html).digest('base64');
  let hashes = pages.get(digest);
  if (hashes === undefined) pages.set(digest, (hashes = inlineHashes(html, writtenIn)));
  return hashes;
}

/** The text written in place of a stylesheet link as inlineStyles() writes it, if it is one. */
function writtenStylesheet(
  attributes: Record<string, string>,
  writtenIn: ReadonlyMap<string, string>,
): string | undefined {
  const names = Object.keys(attributes);
  if (names.length !== 2 || attributes.rel !== 'stylesheet' || attributes.href === undefined)
    return undefined;
  return writtenIn.get(attributes.href);
}

/** The origin of an absolute http(s) address; undefined for a path or anything else. */
export function originOf(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
