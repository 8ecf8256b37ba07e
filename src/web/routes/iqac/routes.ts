import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/**
 * /iqac/{link}: the 18 IQAC pages of SPEC §2, one route module per page type, as in the other
 * areas. The three pages of their own kind come first by their fixed links; every other link is
 * a document page (a 404 page when it is not one of the 15).
 */
export const iqacRoutes: RouteConfigEntry[] = [
  route('iqac/teams', 'routes/iqac/teams.tsx'),
  route('iqac/co_po', 'routes/iqac/co-po.tsx'),
  route('iqac/matrix', 'routes/iqac/matrix.tsx'),
  route('iqac/:link', 'routes/iqac/documents.tsx'),
];
