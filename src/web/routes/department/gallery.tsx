import { GALLERY_TYPES } from '../../../contract/codes.ts';
import { textsOfMatches } from '../../lib/meta.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { DepartmentSideNav } from '../../components/department/department-side-nav.tsx';
import { GalleryViewer, largeViewData } from '../../components/department/gallery-viewer.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import { ContentImage } from '../../components/content-image.tsx';
import { THUMB_SIZE, THUMB_SIZES } from '../../lib/department/gallery.ts';
import { galleryImages, presentAlbums } from '../../lib/department/gallery.server.ts';
import { loadImages } from '../../lib/images.server.ts';
import { departmentMeta } from '../../lib/department/meta.ts';
import { forDepartment, loadDepartment } from '../../lib/department/load.server.ts';
import { clean, hasContent } from '../../lib/sanitize.server.ts';
import type { Route } from './+types/gallery';
import { useTexts } from '../../i18n/use-texts.ts';
import { langOf } from '../../components/content-text.tsx';

const TITLE = 'Gallery';

/** The department's albums (POST /getgallery, type DEPARTMENT) and its gallery text. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const deptCode = params.deptCode;
  const [department, albums] = await Promise.all([
    loadDepartment(context, deptCode),
    forDepartment(() => context.api.getGallery({ dept: deptCode, type: GALLERY_TYPES[0] })),
  ]);
  const intro = clean(department.gallery, context.uploadsUrl);
  const images = await loadImages(context, galleryImages(albums));
  return {
    deptCode,
    intro: hasContent(intro) ? intro : null,
    albums: presentAlbums(albums, images, context.uploadsUrl).filter(
      (album) => album.images.length > 0,
    ),
  };
}

export function meta({ matches, error }: Route.MetaArgs) {
  return departmentMeta(
    { matches, error },
    TITLE,
    textsOfMatches(matches).t('meta.department.gallery'),
  );
}

export default function DepartmentGallery({ loaderData }: Route.ComponentProps) {
  const { deptCode, intro, albums } = loaderData;
  const { t, language } = useTexts();
  return (
    <ContentPage title={TITLE} sidebar={<DepartmentSideNav deptCode={deptCode} />}>
      {intro ? <SafeHtml html={intro} /> : null}
      {albums.length === 0 ? <p className="empty-state">{t('gallery.empty')}</p> : null}
      {albums.map((album, a) => (
        <section
          key={album.id}
          className="gallery-album"
          aria-labelledby={`album-${album.id}`}
          data-album={album.caption}
        >
          <h2 id={`album-${album.id}`} data-content="" lang={langOf(language, album.caption)}>
            {album.caption}
          </h2>
          <ul className="gallery-grid">
            {album.images.map((image, i) => (
              <li key={`${i}-${image.full}`}>
                <a href={image.full} {...largeViewData(image.image)}>
                  <ContentImage
                    image={image.image}
                    sizes={THUMB_SIZES}
                    {...THUMB_SIZE}
                    // The first picture is in view when the page opens.
                    loading={a === 0 && i === 0 ? 'eager' : 'lazy'}
                    alt={image.alt}
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {albums.length > 0 ? <GalleryViewer /> : null}
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
