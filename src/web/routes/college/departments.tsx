import { data, type Params } from 'react-router';
import { DEFAULT_STREAM } from '../../../contract/constants.ts';
import { ContentImage } from '../../components/content-image.tsx';
import { ContentPage } from '../../components/content-page.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SideSection } from '../../components/side-section.tsx';
import { errorMeta } from '../../lib/error-meta.ts';
import { loadImages, refFromAddress } from '../../lib/images.server.ts';
import { pageMeta, textsOfMatches } from '../../lib/meta.ts';
import type { Route } from './+types/departments';
import { routeQuery } from '../../lib/route-query.ts';
import '../../styles/pages.css';
import { useTexts } from '../../i18n/use-texts.ts';

/** The groups of departments, in the order of the side list. */
const GROUPS = [
  {
    key: 'ARTS',
    label: 'Arts',
    path: 'arts',
    href: '/departments?stream=ARTS',
    inSentence: 'arts',
  },
  {
    key: 'SCIENCE',
    label: 'Science',
    path: 'science',
    href: '/departments?stream=SCIENCE',
    inSentence: 'science',
  },
  {
    key: 'COMMERCE',
    label: 'Commerce',
    path: 'commerce',
    href: '/departments/commerce',
    inSentence: 'commerce',
  },
  {
    key: 'OTHERS',
    label: 'Others',
    path: 'others',
    href: '/departments/others',
    inSentence: 'other',
  },
] as const;

const SIDE_LIST = GROUPS.map(({ label, href }) => ({ label, href }));

/** Department banners are wide strips; the card shows them in this box (cropped to fit). */
const BANNER = { width: 1200, height: 300 };
/** CSS: cards of at least 15rem fill the content column (beside a 16rem side list from 48rem). */
const CARD_SIZES = '(min-width: 48rem) 20rem, calc(100vw - 2rem)';

/** ?stream= chooses the stream of /departments; /departments/{stream} names it in the path. */
export const queryParams = (params: Params) => (params.stream ? [] : (['stream'] as const));

/**
 * /departments (stream ARTS by default, or ?stream=SCIENCE) and /departments/{arts, science,
 * commerce, others}. The side list switches the stream with links, so it works without
 * JavaScript and, with it, without a reload. Without a stream the page shows ARTS; an unknown
 * stream is not an address of the site (404).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const stream = routeQuery(request, queryParams(params)).get('stream');
  const group = params.stream
    ? GROUPS.find((g) => g.path === params.stream)
    : stream
      ? GROUPS.find((g) => g.key === stream.toUpperCase())
      : GROUPS.find((g) => g.key === DEFAULT_STREAM);
  if (!group) throw data(null, { status: 404 });
  const departments = (await context.api.getDepartments()).filter((d) => d.stream === group.key);
  const banners = departments.map((d) =>
    d.banner ? refFromAddress(d.banner, context.uploadsUrl) : null,
  );
  const images = await loadImages(context, banners);
  return {
    stream: group.key,
    label: group.label,
    empty: `The college has no ${group.inSentence} departments at present.`,
    current: group.href,
    departments: departments.map(({ dept_code, dept_name, dept_name_as }, i) => {
      const banner = banners[i];
      return {
        code: dept_code,
        name: dept_name,
        nameAs: dept_name_as,
        banner: banner ? images(banner) : null,
      };
    }),
  };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  const { label } = loaderData;
  const texts = textsOfMatches(matches);
  const stream = texts.language === 'en' ? label.toLowerCase() : texts.label(label);
  return pageMeta(matches, `${label} Departments`, texts.t('meta.departments', { stream }));
}

export default function Departments({ loaderData }: Route.ComponentProps) {
  const { label, empty, current, departments } = loaderData;
  const { t, label: labelOf } = useTexts();
  return (
    <ContentPage
      title={t('departments.title')}
      sidebar={
        <SideSection
          heading={t('departments.streams')}
          items={SIDE_LIST}
          current={current}
          inPage
        />
      }
    >
      <h2 className="list-heading" id="stream-heading">
        {labelOf(label)}
      </h2>
      {departments.length ? (
        <ul className="card-grid" aria-labelledby="stream-heading">
          {departments.map((dept, i) => (
            <li key={dept.code} className="dept-card">
              {dept.banner ? (
                <ContentImage
                  className="dept-card__banner"
                  image={dept.banner}
                  alt=""
                  sizes={CARD_SIZES}
                  {...BANNER}
                  // The first row is in view on a desktop; the rest wait until scrolled to.
                  loading={i < 3 ? 'eager' : 'lazy'}
                />
              ) : (
                <span className="dept-card__banner dept-card__banner--none" />
              )}
              <h3 className="dept-card__name" data-content="">
                <a href={`/department/${encodeURIComponent(dept.code)}`}>{dept.name}</a>
              </h3>
              {dept.nameAs ? (
                <p className="dept-card__name-as" lang="as">
                  {dept.nameAs}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">{empty}</p>
      )}
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
