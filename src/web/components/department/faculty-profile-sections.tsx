import { FACULTY_PHOTO_PX } from '../../../contract/constants.ts';
import defaultPhoto from '../../assets/default-photo.svg';
import { PROFILE_SECTIONS } from '../../lib/department/faculty-sections.ts';
import type { ProfileView } from '../../lib/department/profile.server.ts';
import {
  ACHIEVEMENTS,
  AWARDS,
  COLLEGE_ACTIVITIES,
  DEGREES,
  GUIDESHIPS,
  PUBLICATIONS,
  RESEARCH_PROJECTS,
  SEMINARS,
  SOCIAL_ACTIVITIES,
  WORKSHOPS,
  type Row,
} from '../../../site-map/profile-tables.ts';
import { ContentImage } from '../content-image.tsx';
import { SafeHtml } from '../safe-html.tsx';
import { ProfileSection } from './profile-section.tsx';
import { ProfileTable } from './profile-table.tsx';
import { EXTERNAL_LINK } from '../../lib/external-link.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { langOf } from '../content-text.tsx';

const section = Object.fromEntries(PROFILE_SECTIONS.map((s) => [s.id, s])) as Record<
  (typeof PROFILE_SECTIONS)[number]['id'],
  (typeof PROFILE_SECTIONS)[number]
>;
const none = (...lists: readonly (readonly Row[])[]) => lists.every((list) => list.length === 0);

/** The 12 sections of a faculty profile (SPEC §2 and §3), in the spec's order. */
export function FacultyProfileSections({ profile }: { profile: ProfileView }) {
  const person = profile.name;
  const degrees = DEGREES.map((spec) => ({ spec, rows: profile.degrees[spec.key] }));
  const publications = PUBLICATIONS.map((spec) => ({ spec, rows: profile.publications[spec.key] }));
  const { t, label, language } = useTexts();
  return (
    <>
      <ProfileSection section={section.basic} empty={false}>
        <div className="profile-basic">
          <ContentImage
            className="profile-basic__photo"
            image={profile.photo ?? { src: defaultPhoto }}
            alt={profile.photo ? profile.photoAlt : ''}
            sizes={`${FACULTY_PHOTO_PX}px`}
            width={FACULTY_PHOTO_PX}
            height={FACULTY_PHOTO_PX}
            loading="eager"
          />
          <dl className="facts">
            <div>
              <dt>{label('Name')}</dt>
              <dd data-content="" lang={langOf(language, person)}>
                {person}
              </dd>
            </div>
            {profile.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{label(fact.label)}</dt>
                {fact.label === 'Email' ? (
                  <dd>
                    <a href={`mailto:${fact.value}`}>{fact.value}</a>
                  </dd>
                ) : fact.label === 'Phone' || fact.label === 'Mobile' ? (
                  <dd>
                    <a href={`tel:${fact.value.replace(/[^\d+]/g, '')}`}>{fact.value}</a>
                  </dd>
                ) : (
                  <FactValue label={fact.label} value={fact.value} />
                )}
              </div>
            ))}
          </dl>
        </div>
        {profile.about ? (
          <>
            <h3>{t('faculty.aboutHeading')}</h3>
            <SafeHtml html={profile.about} />
          </>
        ) : null}
      </ProfileSection>

      <ProfileSection
        section={section.address}
        empty={!profile.address && !profile.permanentAddress && !profile.contact}
      >
        {profile.address ? (
          <>
            <h3>{t('faculty.presentAddress')}</h3>
            <SafeHtml html={profile.address} />
          </>
        ) : null}
        {profile.permanentAddress ? (
          <>
            <h3>{t('faculty.permanentAddress')}</h3>
            <SafeHtml html={profile.permanentAddress} />
          </>
        ) : null}
        {profile.contact ? (
          <>
            <h3>{t('faculty.contact')}</h3>
            <SafeHtml html={profile.contact} />
          </>
        ) : null}
      </ProfileSection>

      <ProfileSection section={section.academic} empty={none(...degrees.map((d) => d.rows))}>
        {degrees.map(({ spec, rows }) => (
          <ProfileTable key={spec.key} spec={spec} rows={rows} person={person} />
        ))}
      </ProfileSection>

      <ProfileSection section={section.seminars} empty={none(profile.seminars)}>
        <ProfileTable spec={SEMINARS} rows={profile.seminars} person={person} />
      </ProfileSection>

      <ProfileSection section={section.projects} empty={none(profile.projects)}>
        <ProfileTable spec={RESEARCH_PROJECTS} rows={profile.projects} person={person} />
      </ProfileSection>

      <ProfileSection section={section.guideship} empty={none(profile.guideships)}>
        <ProfileTable spec={GUIDESHIPS} rows={profile.guideships} person={person} />
      </ProfileSection>

      <ProfileSection
        section={section.publications}
        empty={none(...publications.map((p) => p.rows))}
      >
        {publications.map(({ spec, rows }) => (
          <ProfileTable key={spec.key} spec={spec} rows={rows} person={person} />
        ))}
      </ProfileSection>

      <ProfileSection section={section.courses} empty={none(profile.workshops)}>
        <ProfileTable spec={WORKSHOPS} rows={profile.workshops} person={person} />
      </ProfileSection>

      <ProfileSection section={section.college} empty={none(profile.collegeActivities)}>
        <ProfileTable spec={COLLEGE_ACTIVITIES} rows={profile.collegeActivities} person={person} />
      </ProfileSection>

      <ProfileSection section={section.other} empty={none(profile.socialActivities)}>
        <ProfileTable spec={SOCIAL_ACTIVITIES} rows={profile.socialActivities} person={person} />
      </ProfileSection>

      <ProfileSection section={section.awards} empty={none(profile.achievements, profile.awards)}>
        <ProfileTable spec={ACHIEVEMENTS} rows={profile.achievements} person={person} />
        <ProfileTable spec={AWARDS} rows={profile.awards} person={person} />
      </ProfileSection>

      <ProfileSection section={section.links} empty={profile.links.length === 0}>
        <ul className="profile-links">
          {profile.links.map((link) => (
            <li key={link.label}>
              {/* The sites' own names, as they write them. */}
              <a href={link.href} {...EXTERNAL_LINK} lang={langOf(language, link.label)}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </ProfileSection>
    </>
  );
}

/**
 * A fact the content words (designation, area of research): marked as content. An experience
 * given as a number of years ('29 years') is a number, written in the page's language.
 */
function FactValue({ label, value }: { label: string; value: string }) {
  const { t, language } = useTexts();
  const years = label === 'Experience' ? /^(\d+)\s+years?$/i.exec(value.trim()) : null;
  if (years && language !== 'en') {
    return <dd>{t('faculty.experienceYears', { years: Number(years[1]) })}</dd>;
  }
  return (
    <dd data-content="" lang={langOf(language, value)}>
      {value}
    </dd>
  );
}
