import { ImagePage } from '../../components/image-page.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { loadImagePage } from '../../lib/image-page.server.ts';
import { errorMeta } from '../../lib/error-meta.ts';
import { pageMeta, textsOfMatches } from '../../lib/meta.ts';
import type { Route } from './+types/emblem';
import '../../styles/pages.css';

/** /emblem: the college's emblem and what it means. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadImagePage(context, (college) => college.emblem_image, 'emblem', 'The Emblem');
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  return pageMeta(matches, loaderData.title, textsOfMatches(matches).t('meta.emblem'));
}

export default function Emblem({ loaderData }: Route.ComponentProps) {
  const { title, image, html, college } = loaderData;
  return (
    <ImagePage
      title={title}
      image={image}
      alt={`The emblem of ${college}`}
      html={html}
      layout="side"
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
