import { type RouteConfigEntry, index } from '@react-router/dev/routes';

/** College-level pages of SPEC §2 (issue 3). */
export const collegeRoutes: { standalone: RouteConfigEntry[]; inLayout: RouteConfigEntry[] } = {
  standalone: [],
  inLayout: [index('routes/college/home.tsx')],
};
