import type { FacultyResearchView } from '../../lib/department/research.server.ts';
import { RESEARCH_CATEGORIES } from '../../../site-map/profile-tables.ts';
import { ProfileTable } from './profile-table.tsx';
import { useTexts } from '../../i18n/use-texts.ts';
import { ContentText, useEnglishContent } from '../content-text.tsx';
import { Designation, DesignationsNote } from '../designation.tsx';

const specOf = new Map(RESEARCH_CATEGORIES.map((spec) => [spec.key as string, spec]));

/** Each faculty member's research, one table per category (projects, papers, books …). */
export function FacultyResearch({
  faculty,
  headingLevel,
}: {
  faculty: readonly FacultyResearchView[];
  headingLevel: 2 | 3;
}) {
  const { t, rich, label } = useTexts();
  const english = useEnglishContent();
  if (faculty.length === 0) return <p className="empty-state">{t('profile.noResearch')}</p>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <DesignationsNote people={faculty} />
      {faculty.map((person) => (
        <section
          key={person.id}
          className="faculty-research"
          aria-labelledby={`research-${person.id}`}
        >
          <Heading id={`research-${person.id}`} className="faculty-research__name" data-content="">
            <span lang={english}>{person.name}</span>
            {person.designation ? (
              <span className="faculty-research__designation">
                , <Designation en={person.designation} as={person.designationAs} />
              </span>
            ) : null}
          </Heading>
          {person.categories.map((category) => {
            const spec = specOf.get(category.key);
            return spec ? (
              <ProfileTable
                key={category.key}
                spec={spec}
                rows={category.rows}
                label={rich('profile.tableOf', {
                  table: label(spec.caption),
                  person: <ContentText en={person.name} />,
                })}
                withQuarter
                person={person.name}
              />
            ) : null;
          })}
        </section>
      ))}
    </>
  );
}
