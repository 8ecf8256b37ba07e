import { FileLinks } from '../../components/file-links.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import type { CoPoDepartment, CoPoView } from './co-po.server.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { ContentText } from '../../components/content-text.tsx';

/** The departments' course and programme outcomes, one section per department. */
export function CoPoPage({ view }: { view: CoPoView }) {
  const { t } = useTexts();
  if (view.departments.length === 0) {
    return <p className="empty-state">{t('coPo.none')}</p>;
  }
  return (
    <div className="co-po">
      {view.departments.map((department) => (
        <DepartmentSection key={department.deptCode} department={department} />
      ))}
    </div>
  );
}

function DepartmentSection({ department }: { department: CoPoDepartment }) {
  const headingId = `co-po-${department.deptCode}`;
  const { t, rich } = useTexts();
  const name = <ContentText en={department.deptName} as={department.deptNameAs} />;
  return (
    <section className="co-po__department" aria-labelledby={headingId}>
      <h2 id={headingId} data-content="">
        {name}
      </h2>
      <p>
        <a href={department.href}>
          {rich('coPo.page', {
            department: <span data-content="">{name}</span>,
          })}
        </a>
      </p>
      {department.documents === null ? (
        <p className="empty-state" role="status">
          {t('coPo.unavailable')}
        </p>
      ) : department.documents.length === 0 ? (
        <p className="empty-state">{t('coPo.empty')}</p>
      ) : (
        <ul className="notice-list">
          {department.documents.map((document) => (
            <li key={document.id}>
              <article className="notice">
                <h3 className="notice__title" data-content="">
                  <ContentText en={document.title} />
                </h3>
                {document.description ? <SafeHtml html={document.description} /> : null}
                <FileLinks
                  files={document.files}
                  context={`${document.title}, ${department.deptName}`}
                />
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
