import { data } from 'react-router';
import type { ApiError } from '../../../contract/client.ts';
import type { Department } from '../../../contract/schemas/departments.ts';
import type { WebContext } from '../../load-context.ts';

/**
 * True when the backend said the code or id does not exist (404), or is not even well-formed.
 * Checked by shape, not instanceof: the server's client and the built pages each load their own
 * copy of the contract module.
 */
export function isUnknown(error: unknown): boolean {
  const status = (error as Partial<ApiError> | null)?.status;
  return (error as Error | null)?.name === 'ApiError' && (status === 404 || status === 400);
}

/**
 * Runs a call for one department; an unknown dept_code becomes a 404 page, anything else
 * (backend down) stays an error for the route's error boundary.
 */
export async function forDepartment<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isUnknown(error)) throw data(null, { status: 404, statusText: 'Unknown department' });
    throw error;
  }
}

/** POST /getdeptdata for the :deptCode of the address. */
export function loadDepartment(context: WebContext, deptCode: string | undefined) {
  return forDepartment((): Promise<Department> =>
    context.api.getDeptData({ dept_code: deptCode ?? '' }),
  );
}

/** The current year as the server sees it (quarter window, footer). */
export function currentYear(context: WebContext): number {
  return Number(context.today.slice(0, 4));
}

/** A positive whole-number id from the query string, or undefined. */
export function parseId(value: string | null): number | undefined {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}
