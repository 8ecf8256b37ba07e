import type { TextName } from '../../content/schema.ts';
import type { FileRef } from '../../contract/schemas/common.ts';
import { fileAddress } from '../../contract/file-address.ts';
import type { WebContext } from '../load-context.ts';
import { loadText } from './texts.server.ts';

/** An image of the college (emblem, organogram) with its size, and the text that explains it. */
export async function loadImagePage(
  context: WebContext,
  image: (college: Awaited<ReturnType<WebContext['site']['college']>>) => FileRef,
  text: TextName,
  fallbackTitle: string,
) {
  const college = await context.site.college();
  const ref = image(college);
  const [size, body] = await Promise.all([
    context.site.imageSize(ref),
    loadText(context, text, fallbackTitle),
  ]);
  return {
    college: college.name,
    title: body.title,
    html: body.html,
    image: { src: fileAddress(ref, context.uploadsUrl), width: size?.width, height: size?.height },
  };
}
