import { EXTERNAL_LINK } from '../../lib/external-link.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { ContentText } from '../content-text.tsx';
import { hidden } from '../visually-hidden.tsx';
import { DepartmentTitle } from './department-title.tsx';
import { Designation } from '../designation.tsx';

export interface Colleague {
  id: number;
  name: string;
  designation: string;
  /** The designation in Assamese, '' when the content gives none. */
  designationAs: string;
  /** The colleague's faculty page, only when their liveNow equals 1. */
  href: string | null;
}

/** The faculty profile's sidebar: social links, the department, and 'Same Department (count)'. */
export function ProfileSidebar({
  person,
  links,
  department,
  reportHref,
  colleagues,
}: {
  person: string;
  links: readonly { label: string; href: string }[];
  department: { title: string; href: string };
  reportHref: string | null;
  colleagues: readonly Colleague[];
}) {
  const { t, rich, language } = useTexts();
  const english = language === 'as' ? 'en' : undefined;
  return (
    <aside className="profile-side" aria-labelledby="side-name">
      {/* Named by an element, not aria-label: the name inside is marked as English. */}
      <span id="side-name" hidden>
        {rich('faculty.more', { person: <ContentText en={person} /> })}
      </span>
      {links.length > 0 ? (
        <section aria-labelledby="side-social">
          <h2 id="side-social">{t('faculty.social')}</h2>
          <ul className="profile-side__list">
            {links.map((link) => (
              <li key={link.label}>
                {/* The sites' own names, as they write them. */}
                <a href={link.href} {...EXTERNAL_LINK} lang={english}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="side-department">
        <h2 id="side-department">{t('faculty.department')}</h2>
        <p>
          <a href={department.href}>
            <DepartmentTitle english={department.title} />
          </a>
        </p>
        {reportHref ? (
          <p>
            <a href={reportHref}>
              {rich('faculty.report', { person: <ContentText en={person} />, hidden })}
            </a>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="side-colleagues">
        <h2 id="side-colleagues">{t('faculty.colleagues', { count: colleagues.length })}</h2>
        <ul className="profile-side__list" data-content="">
          {colleagues.map((colleague) => (
            <li key={colleague.id}>
              {colleague.href ? (
                <a href={colleague.href} lang={english}>
                  {colleague.name}
                </a>
              ) : (
                <span lang={english}>{colleague.name}</span>
              )}
              {colleague.designation ? (
                <span className="profile-side__designation">
                  <Designation en={colleague.designation} as={colleague.designationAs} />
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
