import type { ResponsiveImage } from '../../lib/images.ts';
import { ContentImage } from '../content-image.tsx';
import type { CollegeIdentity } from '../site-header.tsx';
import { SiteSearchForm } from '../site-search-form.tsx';
import { useTexts } from '../../i18n/use-texts.ts';
import { ContentText, namePair } from '../content-text.tsx';

export interface DepartmentIdentity {
  code: string;
  /** 'Department of Physics' */
  title: string;
  name: string;
  nameAs: string;
  /** The title in Assamese, '{name_as} বিভাগ' ('' when the content gives no Assamese name). */
  titleAs: string;
  /** The banner image, null when none. */
  banner: ResponsiveImage | null;
}

/** The college logo's box in the strip, in CSS pixels. */
const LOGO_PX = 32;
/** The banner's size when the backend does not say (the usual 4:1 strip). */
const BANNER = { width: 1200, height: 300 };
/** CSS: the banner is at most 12rem high and as wide as the page's container (1rem margins). */
const bannerSizes = (banner: ResponsiveImage) => {
  const width = banner.width ?? BANNER.width;
  const height = banner.height ?? BANNER.height;
  // On a phone (below 48rem) it is 3rem high, at most 70 % of the row (department.css).
  const phone = `min(70vw, ${Math.ceil((48 * width) / height)}px)`;
  return `(max-width: 47.99rem) ${phone}, min(calc(100vw - 2rem), 73rem, ${Math.ceil((192 * width) / height)}px)`;
};

/**
 * The microsite's header: a strip back to the college and to all departments, then the
 * department's banner across the page's width, which carries its name (given as the image's
 * text alternative); a department without a banner gets its name as large text instead. The
 * Assamese name follows as text, in the site's own Bengali-script font. The banner is the top
 * of the page: it loads at once, in a box of its own proportions, so nothing moves when it
 * arrives.
 */
export function DepartmentHeader({
  college,
  department,
}: {
  college: CollegeIdentity;
  department: DepartmentIdentity;
}) {
  const { t, language } = useTexts();
  const names = namePair(language, department.title, department.titleAs);
  // A banner draws the name in English (its words are the image's text alternative): beside it
  // goes the Assamese name, on the Assamese pages too, where English alone would stand otherwise.
  const beside = department.banner
    ? department.titleAs
      ? { text: department.titleAs, lang: language === 'as' ? undefined : 'as' }
      : null
    : names.second;
  return (
    <header className="dept-header" id="top">
      <div className="dept-header__strip">
        <div className="container dept-header__strip-inner">
          <a href="/" className="dept-header__college" data-content="">
            <ContentImage
              image={college.logo}
              alt=""
              // 1.5rem on a phone (department.css).
              sizes={`(max-width: 47.99rem) 24px, ${LOGO_PX}px`}
              width={LOGO_PX}
              height={LOGO_PX}
              loading="eager"
            />
            <ContentText en={college.name} as={college.nameAs} />
          </a>
          <a href="/departments" className="dept-header__all">
            {t('department.all')}
          </a>
          <div className="site-header__search">
            <SiteSearchForm />
          </div>
        </div>
      </div>
      <div className="container dept-header__title" data-content="">
        {department.banner ? (
          <ContentImage
            className="dept-header__banner"
            image={department.banner}
            alt={language === 'as' && department.titleAs ? department.titleAs : department.title}
            sizes={bannerSizes(department.banner)}
            {...(department.banner.width ? {} : BANNER)}
            // The largest thing at the top of every department page.
            loading="lcp"
          />
        ) : (
          <p className="dept-header__name">{names.first}</p>
        )}
        {beside ? (
          <p className="dept-header__name-as" lang={beside.lang}>
            {beside.text}
          </p>
        ) : null}
      </div>
    </header>
  );
}
