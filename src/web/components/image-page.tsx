import type { CleanHtml } from '../lib/html.ts';
import type { ResponsiveImage } from '../lib/images.ts';
import { ContentImage } from './content-image.tsx';
import { ContentPage } from './content-page.tsx';
import { SafeHtml } from './safe-html.tsx';
import { useTexts } from '../i18n/use-texts.ts';

/** CSS: beside the text, at most 22rem; wide, the content column beside the side list. */
const SIZES = {
  side: 'min(calc(100vw - 2rem), 22rem)',
  wide: '(min-width: 48rem) min(calc(100vw - 19.5rem), 55.5rem), calc(100vw - 2rem)',
} as const;

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
  image: ResponsiveImage;
  alt: string;
  html: CleanHtml;
  /** 'side': image beside the text on a wide screen; 'wide': image above the text. */
  layout: 'side' | 'wide';
}) {
  const { t } = useTexts();
  return (
    <ContentPage title={title}>
      <div className={`image-page image-page--${layout}`}>
        <figure className="image-page__figure">
          <ContentImage image={image} alt={alt} sizes={SIZES[layout]} loading="lcp" />
          <figcaption>
            <a href={image.src}>{t('image.full')}</a>
          </figcaption>
        </figure>
        <SafeHtml html={html} className="image-page__text" />
      </div>
    </ContentPage>
  );
}
