import type { CleanHtml } from '../lib/html.ts';
import { ContentPage } from './content-page.tsx';
import { SafeHtml } from './safe-html.tsx';

export interface PageImage {
  src: string;
  /** Pixel size, when known: reserves the image's place before it arrives. */
  width: number | undefined;
  height: number | undefined;
}

/**
 * A page that is an image and the text that explains it (the emblem, the organogram). The
 * image is the page's main content, high on the page, so it loads at once; a link opens it
 * full size, which a phone needs for a wide chart.
 */
export function ImagePage({
  title,
  image,
  alt,
  html,
  layout,
}: {
  title: string;
  image: PageImage;
  alt: string;
  html: CleanHtml;
  /** 'side': image beside the text on a wide screen; 'wide': image above the text. */
  layout: 'side' | 'wide';
}) {
  return (
    <ContentPage title={title}>
      <div className={`image-page image-page--${layout}`}>
        <figure className="image-page__figure">
          <img
            src={image.src}
            alt={alt}
            {...(image.width && image.height ? { width: image.width, height: image.height } : {})}
            decoding="async"
          />
          <figcaption>
            <a href={image.src}>Open the image full size</a>
          </figcaption>
        </figure>
        <SafeHtml html={html} className="image-page__text" />
      </div>
    </ContentPage>
  );
}
