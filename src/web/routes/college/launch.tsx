import { ContentImage } from '../../components/content-image.tsx';
import { loadImages } from '../../lib/images.server.ts';
import type { ResponsiveImage } from '../../lib/images.ts';
import { pageMeta, textsOfMatches } from '../../lib/meta.ts';
import type { Route } from './+types/launch';
import '../../styles/launch.css';
import { useTexts } from '../../i18n/use-texts.ts';
import { LanguageSwitch } from '../../components/language-switch.tsx';

/**
 * The launch page of the college's separate website (SPEC §1): a background image and one button
 * that opens that site in a new tab. It stands outside the college layout.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const college = await context.site.college();
  const images = await loadImages(context, [college.launch.background]);
  return {
    collegeName: college.name,
    collegeNameAs: college.name_as,
    url: college.launch.url,
    background: images(college.launch.background),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { t, language } = textsOfMatches(matches);
  const name =
    (language === 'as' && loaderData?.collegeNameAs) || loaderData?.collegeName || 'College';
  return pageMeta(matches, t('launch.title'), t('launch.description', { name }), {
    siteName: name,
  });
}

/** The usual 16:9 picture, when the backend does not say its size. */
const BACKGROUND = { width: 1600, height: 900 };

/** CSS covers the whole screen: the picture is as wide as the screen, or as its height needs. */
const coverSizes = (image: ResponsiveImage) => {
  const ratio = (image.width ?? BACKGROUND.width) / (image.height ?? BACKGROUND.height);
  return `max(100vw, ${(100 * ratio).toFixed(2)}vh)`;
};

export default function Launch({ loaderData }: Route.ComponentProps) {
  const { collegeName, collegeNameAs, url, background } = loaderData;
  const { t, language } = useTexts();
  const name = (language === 'as' && collegeNameAs) || collegeName;
  return (
    <main id="main" className="launch">
      {/* Decorative: the page says everything in its text. Above the fold, so not lazy. */}
      <ContentImage
        className="launch__background"
        image={background}
        alt=""
        sizes={coverSizes(background)}
        {...(background.width ? {} : BACKGROUND)}
        loading="lcp"
      />
      <div className="launch__panel">
        <h1 className="launch__title">{name}</h1>
        <p className="launch__lead">{t('launch.title')}</p>
        <a className="launch__button" href={url} target="_blank" rel="noopener noreferrer">
          {t('launch.button')}
          <span className="visually-hidden"> {t('launch.newTab')}</span>
        </a>
        <LanguageSwitch />
      </div>
    </main>
  );
}
