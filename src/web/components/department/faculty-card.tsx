import { ABOUT_BOX_HEIGHT, FACULTY_PHOTO_PX } from '../../../contract/constants.ts';
import defaultPhoto from '../../assets/default-photo.svg';
import type { CleanHtml } from '../../lib/html.ts';
import type { ResponsiveImage } from '../../lib/images.ts';
import { ContentImage, type ImageLoading } from '../content-image.tsx';
import { SafeHtml } from '../safe-html.tsx';
import { CvDownload } from './cv-download.tsx';
import { useTexts } from '../../i18n/use-texts.ts';
import { hidden } from '../visually-hidden.tsx';
import { ContentText, useEnglishContent } from '../content-text.tsx';
import { Designation } from '../designation.tsx';

export interface FacultyCardView {
  id: number;
  name: string;
  designation: string;
  /** The designation in Assamese, '' when the content gives none. */
  designationAs: string;
  email: string;
  phones: string[];
  /** The photo; the default photo when there is none. */
  photo: ResponsiveImage | null;
  /** What the photo shows (from the content, else 'Photo of {name}'). */
  photoAlt: string;
  about: CleanHtml | null;
  cvHref: string | null;
  /** The CV's type and size: 'PDF, 240 KB'. */
  cvLabel: string | null;
  /** Only when liveNow equals 1 (SPEC §6). */
  profileHref: string | null;
  reportHref: string | null;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A faculty member's card on the faculty list: photo, name, contacts, 'About me' and links. */
export function FacultyCard({
  person,
  loading = 'lazy',
}: {
  person: FacultyCardView;
  /** The first card is in view when the page opens, its photo the largest thing there. */
  loading?: ImageLoading;
}) {
  const headingId = `faculty-${person.id}`;
  const { t, rich } = useTexts();
  const english = useEnglishContent();
  return (
    <article className="faculty-card" aria-labelledby={headingId}>
      <ContentImage
        className="faculty-card__photo"
        image={person.photo ?? { src: defaultPhoto }}
        alt={person.photo ? person.photoAlt : ''}
        sizes={`${FACULTY_PHOTO_PX}px`}
        width={FACULTY_PHOTO_PX}
        height={FACULTY_PHOTO_PX}
        loading={loading}
      />
      <div className="faculty-card__body">
        <h2 id={headingId} className="faculty-card__name" data-content="" lang={english}>
          {person.name}
        </h2>
        {person.designation ? (
          <p className="faculty-card__designation" data-content="">
            <Designation en={person.designation} as={person.designationAs} />
          </p>
        ) : null}
        <ul className="faculty-card__contacts">
          {person.email ? (
            <li>
              <a href={`mailto:${person.email}`}>{person.email}</a>
            </li>
          ) : null}
          {person.phones.map((phone) => (
            <li key={phone}>
              <a href={telHref(phone)}>{phone}</a>
            </li>
          ))}
        </ul>
        {person.about ? (
          <section
            className="about-box"
            style={{ maxHeight: ABOUT_BOX_HEIGHT }}
            aria-labelledby={`${headingId}-about`}
            tabIndex={0}
          >
            {/* Named by an element, not aria-label: the name inside is marked as English. */}
            <span id={`${headingId}-about`} hidden>
              {rich('faculty.about', { person: <ContentText en={person.name} /> })}
            </span>
            <h3 className="about-box__title">{t('faculty.aboutMe')}</h3>
            <SafeHtml html={person.about} />
          </section>
        ) : null}
        <p className="faculty-card__actions">
          {person.cvHref ? (
            <CvDownload href={person.cvHref} label={person.cvLabel} person={person.name} />
          ) : null}
          {person.profileHref ? (
            <a href={person.profileHref} className="button button--quiet">
              {rich('faculty.page', { person: <ContentText en={person.name} />, hidden })}
            </a>
          ) : null}
          {person.reportHref ? (
            <a href={person.reportHref} className="button button--quiet">
              {rich('faculty.report', { person: <ContentText en={person.name} />, hidden })}
            </a>
          ) : null}
        </p>
      </div>
    </article>
  );
}
