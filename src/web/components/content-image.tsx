import type { ResponsiveImage } from '../lib/images.ts';
import { useTexts } from '../i18n/use-texts.ts';

/**
 * How an image loads: 'lcp' for the one image that is the largest thing a page first shows
 * (fetched at once, first), 'eager' for another image above the fold, 'lazy' below it.
 */
export type ImageLoading = 'lcp' | 'eager' | 'lazy';

/**
 * An image of the content, in the version the screen needs: srcset with the versions made at
 * import and `sizes` saying how wide its box is, so a phone never gets more pixels than its box
 * shows; width and height reserve its place before it arrives.
 */
export function ContentImage({
  image,
  alt,
  sizes,
  loading = 'lazy',
  className,
  width,
  height,
}: {
  image: ResponsiveImage;
  /** The text alternative; '' when the image is decoration or its text is beside it. */
  alt: string;
  /** The width of the image's box, as in CSS: '56px', '(min-width: 48rem) 22rem, 100vw'. */
  sizes: string;
  loading?: ImageLoading;
  className?: string;
  /** The box's own size when CSS fixes it (a square photo); by default the image's size. */
  width?: number;
  height?: number;
}) {
  const { language } = useTexts();
  const w = width ?? image.width;
  const h = height ?? image.height;
  return (
    <img
      className={className}
      src={image.src}
      // A lazy image is laid out before it loads: the browser may take its box's own width.
      {...(image.srcSet
        ? { srcSet: image.srcSet, sizes: loading === 'lazy' ? `auto, ${sizes}` : sizes }
        : {})}
      {...(w && h ? { width: w, height: h } : {})}
      alt={alt}
      // The content's alt text is English (no Assamese field holds one): said as English.
      lang={language === 'as' && /[A-Za-z]/.test(alt) ? 'en' : undefined}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      decoding="async"
      {...(loading === 'lcp' ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
