import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The built stylesheets that can be written into a page, by the address pages link them at
 * (/assets/name-hash.css).
 */
export type BuiltStyles = ReadonlyMap<string, string>;

/**
 * Reads the built stylesheets once, when the server starts. One whose text could end the <style>
 * element is left out: pages keep their link to it.
 */
export async function loadBuiltStyles(clientDir: string): Promise<BuiltStyles> {
  const assets = join(clientDir, 'assets');
  const names = (await readdir(assets)).filter((name) => name.endsWith('.css'));
  const styles = new Map<string, string>();
  for (const name of names) {
    const css = await readFile(join(assets, name), 'utf8');
    if (!/<\/style/i.test(css)) styles.set(`/assets/${name}`, css);
  }
  return styles;
}

/** A stylesheet link as React Router's <Links> writes it. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g;

/**
 * A page's own stylesheets written into it (decision 031): a phone on a slow network then needs
 * no round trip before the first paint. The site's CSS is about 8 KB as brotli in all, and a page
 * carries only its own part. A link to a file not among them is left as it is.
 */
export function inlineStyles(html: string, styles: BuiltStyles): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = styles.get(href);
    return css === undefined ? link : `<style>${css}</style>`;
  });
}
