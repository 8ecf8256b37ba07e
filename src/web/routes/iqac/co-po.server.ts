import type { Texts } from '../../i18n/intl.ts';
import type { ApiClient } from '../../../contract/client.ts';
import { fileLinks, type FileLink } from '../../lib/files.server.ts';
import type { CleanHtml } from '../../lib/html.ts';
import { clean, hasContent } from '../../lib/sanitize.server.ts';

export interface CoPoFile {
  id: number;
  title: string;
  description: CleanHtml | null;
  files: FileLink[];
}

export interface CoPoDepartment {
  deptCode: string;
  deptName: string;
  /** The department's name in Assamese, '' when the content gives none. */
  deptNameAs: string;
  /** The department's own COs & POs page. */
  href: string;
  /** null when this department's files could not be loaded. */
  documents: CoPoFile[] | null;
}

export interface CoPoView {
  kind: 'co_po';
  departments: CoPoDepartment[];
}

/** The CO_PO files of every department, grouped by department, in the backend's order. */
export async function loadCoPo(
  api: ApiClient,
  uploadsUrl: string,
  texts: Texts,
): Promise<CoPoView> {
  const departments = await api.getDepartments();
  // One department's failure leaves the others on the page.
  const answers = await Promise.allSettled(
    departments.map((d) => api.getDepartmentFileByType({ dept_code: d.dept_code, type: 'CO_PO' })),
  );
  return {
    kind: 'co_po',
    departments: departments.map((department, i) => {
      const answer = answers[i];
      return {
        deptCode: department.dept_code,
        deptName: department.dept_name,
        deptNameAs: department.dept_name_as,
        href: `/department/${encodeURIComponent(department.dept_code)}/co_po`,
        documents:
          answer?.status === 'fulfilled'
            ? answer.value.map((file) => {
                const description = clean(file.description, uploadsUrl);
                return {
                  id: file.id,
                  title: file.title,
                  description: hasContent(description) ? description : null,
                  files: fileLinks(file.upload_info, uploadsUrl, texts),
                };
              })
            : null,
      };
    }),
  };
}
