import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** /iqac/{link} (issue 5): the 18 IQAC pages of SPEC §2, one route module that dispatches by link. */
export const iqacRoutes: RouteConfigEntry[] = [route('iqac/:link', 'routes/iqac/iqac-page.tsx')];
