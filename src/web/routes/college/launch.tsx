import { fileAddress } from '../../../contract/file-address.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/launch';
import '../../styles/launch.css';

/**
 * The launch page of the college's separate website (SPEC §1): a background image and one button
 * that opens that site in a new tab. It stands outside the college layout.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const college = await context.site.college();
  return {
    collegeName: college.name,
    url: college.launch.url,
    background: fileAddress(college.launch.background, context.uploadsUrl),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const name = loaderData?.collegeName ?? 'College';
  return pageMeta(matches, 'Launch of the new website', `Launch of the new website of ${name}.`, {
    siteName: name,
  });
}

export default function Launch({ loaderData }: Route.ComponentProps) {
  const { collegeName, url, background } = loaderData;
  return (
    <main id="main" className="launch">
      {/* Decorative: the page says everything in its text. Above the fold, so not lazy. */}
      <img
        className="launch__background"
        src={background}
        alt=""
        width="1600"
        height="900"
        fetchPriority="high"
      />
      <div className="launch__panel">
        <h1 className="launch__title">{collegeName}</h1>
        <p className="launch__lead">Launch of the new website</p>
        <a className="launch__button" href={url} target="_blank" rel="noopener noreferrer">
          Click here to Launch Website
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </main>
  );
}
