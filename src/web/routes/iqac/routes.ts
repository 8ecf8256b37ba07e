import type { RouteConfigEntry } from '@react-router/dev/routes';

/** /iqac/{link} (issue 5). */
export const iqacRoutes: RouteConfigEntry[] = [];
