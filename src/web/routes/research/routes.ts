import type { RouteConfigEntry } from '@react-router/dev/routes';

/** /research and /research/{link} (issue 4). */
export const researchRoutes: RouteConfigEntry[] = [];
