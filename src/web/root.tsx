import type { ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { Links, Meta, Outlet, useLocation, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import type { AssameseFont } from '../contract/schemas/site.ts';
import { DemoNotice } from './components/demo-notice.tsx';
import { RouteError } from './components/route-error.tsx';
import { intlFor, textsAt } from './i18n/intl.ts';
import { LANGUAGES, languageOf, pathIn, type Language } from './i18n/language.ts';
import { canonicalUrl } from './lib/canonical.ts';
import { errorText } from './lib/error-meta.ts';
import { PAGE_END_ID } from './lib/page-end.ts';
import { publicOrigin } from './lib/origin.server.ts';
import { lastUpdated } from './lib/texts.server.ts';
import { tolerate } from '../lib/failure-log.ts';
import './styles/base.css';
import './styles/layout.css';
import './styles/content.css';

/**
 * Whether the content is the demo's (college.yaml `demo`), for the notice on every page; the
 * day the content was imported, the "Last updated" of a page whose content has no date of its
 * own (decision 048); the site's public origin, for every absolute link (canonical, previews,
 * structured data); and the page's one script, the enhancements (decision 030).
 */
export async function loader({ context }: Route.LoaderArgs) {
  // Without the college's identity each layout says what failed; the notice is not the place.
  const college = await tolerate(
    context.site.college(),
    null,
    context.log,
    "the college's identity (demo notice, Assamese font, import day)",
  );
  return {
    demo: college?.demo ?? false,
    assameseFont: college?.assamese_font ?? null,
    importedOn: lastUpdated([college?.imported_on]) ?? null,
    origin: await publicOrigin(context),
    script: context.enhanceScript ?? null,
  };
}

/**
 * The page's own address, which link previews and search engines take as its name, and the same
 * page in each language (hreflang), English being the default (decision 057).
 */
function CanonicalLinks() {
  const root = useRouteLoaderData<typeof loader>('root');
  const { pathname, search } = useLocation();
  if (!root) return null;
  const href = canonicalUrl(root.origin, pathname, search);
  const inLanguage = (language: Language) =>
    canonicalUrl(root.origin, pathIn(language, pathname), search);
  return (
    <>
      <link rel="canonical" href={href} />
      <meta property="og:url" content={href} />
      {LANGUAGES.map((language) => (
        <link key={language} rel="alternate" hrefLang={language} href={inLanguage(language)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={inLanguage('en')} />
    </>
  );
}

/**
 * The Assamese font cut to the content's characters at import (decision 034), declared after the
 * site's own face of the family: for those characters the browser takes this face, and fetches
 * the whole font only for a character the content did not have. The address and range are
 * checked by the contract (src/contract/schemas/site.ts), so nothing can end the element.
 */
function AssameseFontFace({ font }: { font: AssameseFont }) {
  return (
    <style>
      {`@font-face{font-family:"Noto Sans Bengali";font-style:normal;font-weight:400;font-display:swap;src:local("Noto Sans Bengali"),local("NotoSansBengali-Regular"),url(${font.src}) format("woff2");unicode-range:${font.unicode_range}}`}
    </style>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  // The address names the language (decision 057): every page, error pages too, speaks it.
  const language = languageOf(useLocation().pathname);
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No frame before the page's content is parsed whole (up to the end of the body's
            content, #page-end): a frame painted mid-parse (a slow phone, a busy parser) would
            show a header row half filled, a table with some of its rows whose columns then widen
            as the rest arrives, or the admission button without its session, which then grows
            leftwards (CLS 0, decisions 030, 033 and 059). The HTML is one small compressed
            answer, so the paint waits for the parser, not for the network. */}
        <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable, in the page's language (decision 101). */}
        <link
          rel="manifest"
          href={language === 'as' ? '/as/manifest.webmanifest' : '/manifest.webmanifest'}
        />
        <meta name="theme-color" content="#4f1212" />
        <Meta />
        <CanonicalLinks />
        <Links />
        {root?.assameseFont ? <AssameseFontFace font={root.assameseFont} /> : null}
        {/* An Assamese page is drawn in this face: fetched from the head, it is there for the
            first paint, and no line rewraps when it replaces the device's Bengali font (CLS 0,
            which Lighthouse measured at 0.02–0.05 on /as/ pages without it). */}
        {root?.assameseFont && language === 'as' ? (
          <link
            rel="preload"
            href={root.assameseFont.src}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ) : null}
        {/* React renders on the server only: the page is whole without this script, which adds
            the menu's button, the motion, the dialogs and in-page switches once it has run
            (decision 030). A module script waits for the page and does not hold its paint. */}
        {root?.script ? <script type="module" src={root.script} /> : null}
      </head>
      <body>
        <RawIntlProvider value={intlFor(language)}>
          {root?.demo ? <DemoNotice /> : null}
          {children}
        </RawIntlProvider>
        <div id={PAGE_END_ID} hidden />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Only an error no route below caught reaches here: its title says what happened. */
export function meta({ error, location }: Route.MetaArgs) {
  if (!error) return [];
  const { title, description } = errorText(error, textsAt(location.pathname));
  return [{ title }, { name: 'description', content: description }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main">
      <RouteError error={error} />
    </main>
  );
}
