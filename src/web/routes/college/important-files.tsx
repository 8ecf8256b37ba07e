import { ContentPage } from '../../components/content-page.tsx';
import { textsOfRequest } from '../../i18n/intl.ts';
import { RouteError } from '../../components/route-error.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import { FILE_TYPE_NAMES } from '../../lib/file-type-names.ts';
import { fileLinks, type FileLink } from '../../lib/files.server.ts';
import { errorMeta } from '../../lib/error-meta.ts';
import { pageMeta, textsOfMatches } from '../../lib/meta.ts';
import { clean, hasContent } from '../../lib/sanitize.server.ts';
import type { Route } from './+types/important-files';
import '../../styles/pages.css';
import { EXTERNAL_LINK } from '../../lib/external-link.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { ContentText, langOf } from '../../components/content-text.tsx';

/** /importantfile: documents every visitor may need, each with its files. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const items = await context.api.getImportantFiles({});
  const texts = textsOfRequest(request);
  return {
    items: items.map((item) => {
      const description = clean(item.description, context.uploadsUrl);
      return {
        id: item.id,
        title: item.title,
        description: hasContent(description) ? description : undefined,
        files: fileLinks(item.upload_info, context.uploadsUrl, texts, item.title),
      };
    }),
  };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  return pageMeta(
    matches,
    'Important Information',
    textsOfMatches(matches).t('meta.importantFiles'),
  );
}

export default function ImportantFiles({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  const { t, language } = useTexts();
  // English pages show the backend's type as it is ('PDF', 'image'); Assamese ones its name.
  const typeOf = (file: FileLink) =>
    language === 'en' ? file.fileType : t(FILE_TYPE_NAMES[file.fileType]);
  return (
    <ContentPage title={t('important.title')}>
      {items.length ? (
        <ul className="bordered-list">
          {items.map((item) => (
            <li key={item.id}>
              <h2 className="bordered-list__title" data-content="">
                <ContentText en={item.title} />
              </h2>
              {item.description ? <SafeHtml html={item.description} /> : null}
              {item.files.length ? (
                <ul className="file-buttons">
                  {item.files.map((file, i) => (
                    <li key={`${file.href}-${i}`}>
                      <a
                        className="button"
                        href={file.href}
                        {...(file.external ? EXTERNAL_LINK : {})}
                      >
                        {/* Named by its file: 'Fee structure – Arts (PDF)' (decision 095). */}
                        <span data-content="" lang={langOf(language, file.name)}>
                          {file.name || t('important.file', { n: i + 1 })}
                        </span>
                        <span className="file-buttons__type"> ({typeOf(file)})</span>
                        {file.name.startsWith(item.title) ? null : (
                          <span className="visually-hidden">
                            :{' '}
                            <span data-content="">
                              <ContentText en={item.title} />
                            </span>
                          </span>
                        )}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">{t('important.empty')}</p>
      )}
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
