import { languageOf } from '../../i18n/language.ts';
import type { Route } from './+types/web-manifest';

/** The site's colours: its dark brand red behind its gold mark (base.css, public/favicon.svg). */
const THEME_COLOUR = '#4f1212';
const BACKGROUND_COLOUR = '#ffffff';

const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/**
 * /manifest.webmanifest and /as/manifest.webmanifest: what makes the site installable, one per
 * language (decision 101). Each page links its language's, so a site installed from an Assamese
 * page is named in Assamese and opens at /as/, and one installed in English at /. The name is
 * the college's own (college.yaml `name`, `name_as`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(new URL(request.url).pathname);
  const college = await context.site.college();
  const home = language === 'as' ? '/as/' : '/';
  const manifest = {
    id: home,
    name: (language === 'as' && college.name_as) || college.name,
    short_name: college.short_name || college.name,
    lang: language,
    dir: 'ltr',
    start_url: home,
    scope: home,
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: ICONS,
  };
  return new Response(`${JSON.stringify(manifest)}\n`, {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
