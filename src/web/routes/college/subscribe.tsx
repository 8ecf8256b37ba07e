import { ContentPage } from '../../components/content-page.tsx';
import { textIn } from '../../components/content-text.tsx';
import { pageMeta, textsOfMatches } from '../../lib/meta.ts';
import {
  COLLEGE_FOLLOWABLE_KINDS,
  departmentFeed,
  type FollowableKind,
} from '../../../site-map/followable-kinds.ts';
import { tolerate } from '../../../lib/failure-log.ts';
import type { Route } from './+types/subscribe';
import { useTexts } from '../../i18n/use-texts.ts';
import '../../styles/follow.css';

/**
 * /subscribe, where the footer's Subscribe leads (decision 101): the kinds of notices, each with
 * its public RSS feed. With JavaScript each gets a box to follow it on this device, kept in the
 * browser only (src/web/enhance/follow); without it, the feeds are the way to follow. No form:
 * nothing is sent (SPEC keeps the site free of submissions).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const departments = await tolerate(
    context.api.getDepartments(),
    [],
    context.log,
    'the departments',
  );
  return {
    departments: departments.map((department) => ({
      feed: departmentFeed(department.dept_code),
      name: department.dept_name,
      nameAs: department.dept_name_as,
    })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = textsOfMatches(matches);
  return pageMeta(matches, t('follow.title'), t('follow.description'));
}

export default function Subscribe({ loaderData }: Route.ComponentProps) {
  const { t, label, language } = useTexts();
  const college = COLLEGE_FOLLOWABLE_KINDS.map((kind: FollowableKind) => ({
    feed: kind.feed,
    name:
      kind.section === kind.label
        ? label(kind.label)
        : `${label(kind.section)}: ${label(kind.label)}`,
  }));
  const departments = loaderData.departments.map((department) => ({
    feed: department.feed,
    name: textIn(language, department.name, department.nameAs),
  }));
  return (
    <ContentPage title={t('follow.title')} dated={false}>
      <p>{t('follow.intro')}</p>
      <div data-enhance="follow-choice" data-language={language}>
        <KindList id="follow-college" heading={t('follow.college')} kinds={college} />
        <KindList id="follow-departments" heading={t('follow.departments')} kinds={departments} />
        <div className="follow__controls" data-follow-controls hidden>
          <label className="follow__kind">
            <input type="checkbox" data-follow-notify /> {t('follow.notify')}
          </label>
          <button type="button" className="button" data-follow-stop>
            {t('follow.stop')}
          </button>
          <p
            role="status"
            data-follow-status
            data-saved={t('follow.saved')}
            data-stopped={t('follow.stopped')}
          />
        </div>
      </div>
    </ContentPage>
  );
}

/** A headed list of kinds: each its name (a box to tick once enhanced) and its feed. */
function KindList({
  id,
  heading,
  kinds,
}: {
  id: string;
  heading: string;
  kinds: readonly { feed: string; name: string }[];
}) {
  const { t } = useTexts();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className="follow__kinds">
        {kinds.map((kind) => (
          <li key={kind.feed}>
            <label className="follow__kind">
              <input type="checkbox" value={kind.feed} data-follow-kind hidden /> {kind.name}
            </label>{' '}
            <a href={kind.feed} aria-label={`${t('follow.feed')}: ${kind.name}`}>
              {t('follow.feed')}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
