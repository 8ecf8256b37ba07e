import { DataTable, type Column } from '../../components/data-table.tsx';
import { FileLinks } from '../../components/file-links.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import type { TeamsView } from './teams.server.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { ContentText } from '../../components/content-text.tsx';

type Member = NonNullable<TeamsView['committee']>['members'][number];

const MEMBER_COLUMNS: Column<Member>[] = [
  { key: 'number', label: '#', serial: true },
  { key: 'name', label: 'Name' },
  { key: 'designation', label: 'Designation' },
] as const;

/** The IQAC committee: members, objectives, tasks and minutes; empty parts are left out. */
export function TeamsPage({ view }: { view: TeamsView }) {
  const { committee } = view;
  const { t, rich } = useTexts();
  if (!committee) {
    return <p className="empty-state">{t('iqac.noTeam')}</p>;
  }
  return (
    <div className="iqac-team">
      <p className="iqac-team__name" data-content="">
        <ContentText en={committee.name} />
      </p>
      {committee.members.length > 0 ? (
        <section aria-labelledby="iqac-members">
          <h2 id="iqac-members">{t('committees.members')}</h2>
          <DataTable
            caption={rich('iqac.membersOf', { committee: <ContentText en={committee.name} /> })}
            captionHidden
            columns={MEMBER_COLUMNS}
            rows={committee.members}
          />
        </section>
      ) : null}
      {committee.objectives ? (
        <section aria-labelledby="iqac-objectives">
          <h2 id="iqac-objectives">{t('committees.objectives')}</h2>
          <SafeHtml html={committee.objectives} />
        </section>
      ) : null}
      {committee.tasks ? (
        <section aria-labelledby="iqac-tasks">
          <h2 id="iqac-tasks">{t('committees.tasks')}</h2>
          <SafeHtml html={committee.tasks} />
        </section>
      ) : null}
      {committee.minutes.length > 0 ? (
        <section aria-labelledby="iqac-minutes">
          <h2 id="iqac-minutes">{t('committees.minutes')}</h2>
          <FileLinks
            files={committee.minutes}
            context={t('committees.minutesOf', { committee: committee.name })}
          />
        </section>
      ) : null}
    </div>
  );
}
