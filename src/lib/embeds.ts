/**
 * The campus tour video plays from YouTube's privacy-enhanced host, which sets no cookie until
 * the video plays. The player builds its address here, and the security headers allow this very
 * origin to be framed, so the two cannot drift apart.
 */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export function youtubeEmbedUrl(youtubeId: string): string {
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(youtubeId)}?autoplay=1`;
}
