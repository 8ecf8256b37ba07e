/**
 * A person's photo in a square of `size` pixels, lazily loaded; without a photo, a neutral
 * square with the initials. The name is always written beside it, so without an alt text from
 * the content the image adds no text; with one, it says what the photo shows.
 */
export function PersonPhoto({
  src,
  alt = '',
  name,
  size,
  lazy = true,
}: {
  src: string | undefined;
  alt?: string | undefined;
  name: string;
  size: number;
  lazy?: boolean;
}) {
  const box = { width: size, height: size };
  if (!src) {
    const initials = name
      .replace(/^(Dr|Sri|Smti|Md|Mr|Mrs|Ms|Prof)\.?\s+/i, '')
      .split(/\s+/)
      .map((word) => word[0] ?? '')
      .slice(0, 2)
      .join('');
    return (
      <span className="person-photo person-photo--none" style={box} aria-hidden="true">
        {initials}
      </span>
    );
  }
  return (
    <img
      className="person-photo"
      src={src}
      alt={alt}
      {...box}
      {...(lazy ? { loading: 'lazy' as const } : {})}
      decoding="async"
    />
  );
}
