import type { SiteTextName } from '../../contract/schemas/site.ts';
import type { FileRef } from '../../contract/schemas/common.ts';
import type { WebContext } from '../load-context.ts';
import { loadImages } from './images.server.ts';
import { loadText } from './texts.server.ts';

/** An image of the college (emblem, organogram) with its size, and the text that explains it. */
export async function loadImagePage(
  context: WebContext,
  image: (college: Awaited<ReturnType<WebContext['site']['college']>>) => FileRef,
  text: SiteTextName,
  fallbackTitle: string,
) {
  const college = await context.site.college();
  const ref = image(college);
  const [images, body] = await Promise.all([
    loadImages(context, [ref]),
    loadText(context, text, fallbackTitle),
  ]);
  return { college: college.name, title: body.title, html: body.html, image: images(ref) };
}
