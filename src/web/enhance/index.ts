import { enhanceCarousel } from './carousel.ts';
import { enhanceCvDownload } from './cv-download.ts';
import { enhanceDepartmentPending } from './department-pending.ts';
import { enhanceEmbed } from './embed.ts';
import { enhanceGalleryViewer } from './gallery-viewer.ts';
import { enhanceHoliday } from './holiday.ts';
import { enhanceInPage } from './in-page.ts';
import { enhanceMarquee } from './marquee.ts';
import { enhanceMenu } from './menu.ts';
import { enhanceSectionNav } from './section-nav.ts';
import { enhanceSubscribe } from './subscribe.ts';
import { FOLLOWING_FLAG } from './follow/state.ts';

/** The follow module's address (scripts/build-enhance.mjs), imported only where it is wanted. */
declare const FOLLOW_MODULE: string;
type FollowModule = typeof import('./follow/index.ts');
const follow = () => import(/* @vite-ignore */ FOLLOW_MODULE) as Promise<FollowModule>;

/**
 * What JavaScript adds to the pages the server renders (decision 030). Every page is complete
 * without it; an element marked data-enhance="name" gets the behaviour of that name, once.
 */
const ENHANCERS: Record<string, (element: HTMLElement) => void> = {
  menu: enhanceMenu,
  carousel: enhanceCarousel,
  marquee: enhanceMarquee,
  holiday: enhanceHoliday,
  embed: enhanceEmbed,
  'cv-download': (element) => enhanceCvDownload(element as HTMLAnchorElement),
  'gallery-viewer': enhanceGalleryViewer,
  'section-nav': enhanceSectionNav,
  subscribe: enhanceSubscribe,
  'department-pending': enhanceDepartmentPending,
  // Decision 101: the follow choice, and what is new for a visitor who follows something.
  'follow-choice': (element) => void follow().then((module) => module.enhanceFollowChoice(element)),
  'followed-news': (element) => {
    if (localStorage.getItem(FOLLOWING_FLAG))
      void follow().then((module) => module.showFollowedNews(element));
  },
};

const done = new WeakSet<Element>();

function enhance(root: ParentNode) {
  for (const element of root.querySelectorAll<HTMLElement>('[data-enhance]')) {
    const enhancer = ENHANCERS[element.dataset.enhance ?? ''];
    if (!enhancer || done.has(element)) continue;
    done.add(element);
    // One part that fails leaves the others, and the page as the server sent it, working.
    try {
      enhancer(element);
    } catch (error) {
      console.error(error);
    }
  }
}

// First, so that it takes the clicks on links to another state of the same page.
const main = document.getElementById('main');
if (main) enhanceInPage(main, enhance);
enhance(document);

// Reading offline (decision 101): the worker is an addition; a browser without it, or a worker
// that fails to install, leaves the site as it is.
if ('serviceWorker' in navigator) {
  addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => {}));
}
