import { type RouteConfigEntry, index, route } from '@react-router/dev/routes';
import { FILE_PAGES, NOTICE_PAGES, TEXT_PAGES } from '../../../site-map/department-pages.ts';

const dir = 'routes/department';
/** One module serves several children of the same page type; each route still needs its own id. */
const shared = (file: string, children: readonly string[]) =>
  children.map((child) => route(child, `${dir}/${file}`, { id: `${dir}/${file}#${child}` }));

/**
 * /department/{dept_code} and its children (SPEC §2), in their own shell outside the college
 * layout. The CV download and the gallery's phone-sized images are resource routes (loader only).
 */
export const departmentRoutes: RouteConfigEntry[] = [
  route('department/:deptCode', `${dir}/layout.tsx`, [
    index(`${dir}/home.tsx`),
    route('profile', `${dir}/profile.tsx`),
    route('faculty', `${dir}/faculty.tsx`),
    route('faculty/single', `${dir}/faculty-profile.tsx`),
    route('faculty/quarterlyreport', `${dir}/quarterly-report.tsx`),
    route('faculty/cv', `${dir}/faculty-cv.ts`),
    route('alumni', `${dir}/alumni.tsx`),
    route('gallery', `${dir}/gallery.tsx`),
    route('gallery/image', `${dir}/gallery-image.ts`),
    route('research', `${dir}/research.tsx`),
    route('facilities', `${dir}/facilities.tsx`),
    ...shared('text-page.tsx', Object.keys(TEXT_PAGES)),
    ...shared('files-page.tsx', Object.keys(FILE_PAGES)),
    ...shared('notices-page.tsx', Object.keys(NOTICE_PAGES)),
    // The page of one notice or event: {list}/{year}/{id} (src/site-map/notice-items.ts).
    ...shared(
      'notice-item.tsx',
      Object.keys(NOTICE_PAGES).map((child) => `${child}/:year/:id`),
    ),
    route('*', `${dir}/not-found.tsx`),
  ]),
];
