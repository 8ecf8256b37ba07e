import { FileLinks } from '../../components/file-links.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import type { CoPoDepartment, CoPoView } from './co-po.server.ts';

/** The departments' course and programme outcomes, one section per department. */
export function CoPoPage({ view }: { view: CoPoView }) {
  if (view.departments.length === 0) {
    return <p className="empty-state">No departments have been published yet.</p>;
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
  return (
    <section className="co-po__department" aria-labelledby={headingId}>
      <h2 id={headingId}>{department.deptName}</h2>
      <p>
        <a href={department.href}>COs &amp; POs page of the {department.deptName} department</a>
      </p>
      {department.documents === null ? (
        <p className="empty-state" role="status">
          The COs &amp; POs of this department could not be loaded. Please try again in a moment.
        </p>
      ) : department.documents.length === 0 ? (
        <p className="empty-state">No COs &amp; POs</p>
      ) : (
        <ul className="notice-list">
          {department.documents.map((document) => (
            <li key={document.id}>
              <article className="notice">
                <h3 className="notice__title">{document.title}</h3>
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
