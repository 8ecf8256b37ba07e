import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/**
 * /research and /research/{link} (SPEC §2), inside the college layout. {link} is a dept_code;
 * /research shows the first department of /getdepartments.
 */
export const researchRoutes: RouteConfigEntry[] = [
  route('research', 'routes/research/research.tsx', { id: 'routes/research/research' }),
  route('research/:link', 'routes/research/research.tsx', { id: 'routes/research/research#link' }),
];
