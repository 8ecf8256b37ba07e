import { ImagePage } from '../../components/image-page.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { loadImagePage } from '../../lib/image-page.server.ts';
import { errorMeta } from '../../lib/error-meta.ts';
import { pageMeta, textsOfMatches } from '../../lib/meta.ts';
import type { Route } from './+types/organogram';
import '../../styles/pages.css';

/** /organo: the organogram of the college, explained in words. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadImagePage(context, (college) => college.organogram_image, 'organogram', 'Organogram');
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  return pageMeta(matches, loaderData.title, textsOfMatches(matches).t('meta.organogram'));
}

export default function Organogram({ loaderData }: Route.ComponentProps) {
  const { title, image, html, college } = loaderData;
  return (
    <ImagePage
      title={title}
      image={image}
      alt={`Organogram of ${college}, described in the text below`}
      html={html}
      layout="wide"
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
