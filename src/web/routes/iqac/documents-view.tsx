import { NoticeList } from '../../components/notice-list.tsx';
import type { DocumentsView } from './documents.server.ts';
import { useTexts } from '../../i18n/use-texts.ts';

/** An IQAC document page: every entry with its title, date, description and attachments. */
export function DocumentsPage({ view, label }: { view: DocumentsView; label: string }) {
  const { t, label: labelOf } = useTexts();
  return (
    <NoticeList notices={view.documents} empty={t('frame.emptyList', { what: labelOf(label) })} />
  );
}
