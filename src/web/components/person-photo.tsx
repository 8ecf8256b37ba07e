import type { ResponsiveImage } from '../lib/images.ts';
import { ContentImage } from './content-image.tsx';

/**
 * A person's photo in a square of `size` pixels, lazily loaded unless it is at the top of the
 * page; without a photo, a neutral square with the initials. The name is always written beside
 * it, so without an alt text from the content the image adds no text; with one, it says what
 * the photo shows.
 */
export function PersonPhoto({
  image,
  alt = '',
  name,
  size,
  lazy = true,
}: {
  image: ResponsiveImage | undefined;
  alt?: string | undefined;
  name: string;
  size: number;
  lazy?: boolean;
}) {
  if (!image) {
    const initials = name
      .replace(/^(Dr|Sri|Smti|Md|Mr|Mrs|Ms|Prof)\.?\s+/i, '')
      .split(/\s+/)
      .map((word) => word[0] ?? '')
      .slice(0, 2)
      .join('');
    return (
      <span
        className="person-photo person-photo--none"
        style={{ width: size, height: size }}
        aria-hidden="true"
      >
        {initials}
      </span>
    );
  }
  return (
    <ContentImage
      className="person-photo"
      image={image}
      alt={alt}
      sizes={`${size}px`}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : 'eager'}
    />
  );
}
