import { COLLEGE_DEPT_CODE, IQAC_CODES } from '../../../contract/codes.ts';
import { collegeKindOfType } from '../../../site-map/notice-items.ts';
import { presentNotices, type NoticeView } from '../../lib/notices.server.ts';
import type { Texts } from '../../i18n/intl.ts';
import type { WebContext } from '../../load-context.ts';

export type IqacCode = (typeof IQAC_CODES)[number];

export const isIqacCode = (code: string): code is IqacCode =>
  (IQAC_CODES as readonly string[]).includes(code);

export interface DocumentsView {
  kind: 'documents';
  documents: NoticeView[];
}

/** A document page: the college's notices of one IQAC code, every year (SPEC §7). */
export async function loadDocuments(
  context: Pick<WebContext, 'api' | 'uploadsUrl' | 'log'>,
  type: IqacCode,
  texts: Texts,
): Promise<DocumentsView> {
  const notices = await context.api.getNoticesByTypeDept({
    dept_code: COLLEGE_DEPT_CODE,
    type,
    year: '',
  });
  return {
    kind: 'documents',
    documents: await presentNotices(context, notices, texts, collegeKindOfType(type)),
  };
}
