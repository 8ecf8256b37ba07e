import { NoticeList } from '../../components/notice-list.tsx';
import type { DocumentsView } from './documents.server.ts';

/** An IQAC document page: every entry with its title, date, description and attachments. */
export function DocumentsPage({ view, label }: { view: DocumentsView; label: string }) {
  return <NoticeList notices={view.documents} empty={`No ${label}`} />;
}
