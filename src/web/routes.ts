import { type RouteConfig, type RouteConfigEntry, layout, route } from '@react-router/dev/routes';
import { assameseRoutes } from './i18n/assamese-routes.ts';
import { collegeRoutes } from './routes/college/routes.ts';
import { departmentRoutes } from './routes/department/routes.ts';
import { iqacRoutes } from './routes/iqac/routes.ts';
import { researchRoutes } from './routes/research/routes.ts';
import { resourceRoutes } from './routes/resources/routes.ts';

/**
 * Every page of SPEC §2. Each area lists its own routes (routes/{area}/routes.ts); the main
 * college layout wraps all but the launch page and the department microsites.
 */
const pages: RouteConfigEntry[] = [
  ...collegeRoutes.standalone,
  layout('routes/college/layout.tsx', [
    ...collegeRoutes.inLayout,
    ...iqacRoutes,
    ...researchRoutes,
    route('*', 'routes/college/not-found.tsx'),
  ]),
  ...departmentRoutes,
];

/** The pages in English at SPEC's addresses and in Assamese under /as (decision 057). */
export default [...resourceRoutes, ...pages, ...assameseRoutes(pages)] satisfies RouteConfig;
