import { type RouteConfigEntry, index, route } from '@react-router/dev/routes';

/** College-level pages of SPEC §2 (issue 3). */
export const collegeRoutes: { standalone: RouteConfigEntry[]; inLayout: RouteConfigEntry[] } = {
  // Outside the college layout: the launch page of the separate website (SPEC §1).
  standalone: [route('launch', 'routes/college/launch.tsx')],
  inLayout: [index('routes/college/home.tsx')],
};
