import type { RouteConfigEntry } from '@react-router/dev/routes';

/** /department/{dept_code} and its children (issue 4), with their own shell. */
export const departmentRoutes: RouteConfigEntry[] = [];
