import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/home';

const PANELS = [
  { title: 'Student Notification', type: 'COLLEGE_ACADEMIC_NOTICE' },
  { title: 'Tenders', type: 'COLLEGE_TENDER' },
  { title: 'Announcements', type: 'COLLEGE_ADMIN_NOTICE' },
] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const [college, ...notices] = await Promise.all([
    context.site.college(),
    ...PANELS.map((panel) => context.api.getNoticesByTypeDeptV1({ type: panel.type })),
  ]);
  return {
    collegeName: college.name,
    panels: PANELS.map((panel, i) => ({ ...panel, notices: notices[i] ?? [] })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    matches,
    undefined,
    'Notices, events, departments and information of the college.',
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container">
      <h1>{loaderData.collegeName}</h1>
      {loaderData.panels.map((panel) => (
        <section key={panel.type} aria-labelledby={`panel-${panel.type}`}>
          <h2 id={`panel-${panel.type}`}>{panel.title}</h2>
          <ul>
            {panel.notices.map((notice) => (
              <li key={notice.id}>{notice.title}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
