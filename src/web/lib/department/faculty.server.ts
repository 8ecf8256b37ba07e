import { redirect } from 'react-router';
import { FACULTY_TYPE } from '../../../contract/constants.ts';
import { tolerate } from '../../../lib/failure-log.ts';
import type { WebContext } from '../../load-context.ts';
import type { Colleague } from '../../components/department/profile-sidebar.tsx';
import { isUnknown, parseId } from './load.server.ts';
import { routeQuery } from '../route-query.ts';
import {
  FACULTY_PAGE_PARAMS,
  departmentPath,
  facultyPagePath,
} from '../../../site-map/department-pages.ts';
import { pathIn } from '../../i18n/language.ts';

/**
 * The employee id of a faculty page's address. A missing (or malformed) id redirects to the
 * department's faculty list (SPEC §5).
 */
export function requireFacultyId(request: Request, deptCode: string): number {
  const id = parseId(routeQuery(request, ['id']).get('id'));
  if (!id) throw redirect(departmentPath(deptCode, 'faculty'));
  return id;
}

/** A profile answer of 0 (or an id the backend refuses) redirects to the faculty list too. */
export function redirectUnknownProfile<T>(deptCode: string) {
  return (error: unknown): T => {
    if (isUnknown(error)) throw redirect(departmentPath(deptCode, 'faculty'));
    throw error;
  };
}

/**
 * A faculty page asked under another department than the person's own (a Physics teacher under
 * /department/CHE/…) redirects to the same page under the right one; a person without a
 * department code stays where they were asked for.
 */
export function redirectToOwnDepartment(
  request: Request,
  deptCode: string,
  person: { dept_code?: string | undefined },
): void {
  const own = person.dept_code;
  if (!own || own === deptCode) return;
  const url = new URL(request.url);
  const page = pathIn('en', url.pathname).slice(departmentPath(deptCode).length);
  throw redirect(departmentPath(own) + page + url.search);
}

/**
 * A faculty page asked with a name that is not the person's (a random one makes a new address
 * each time) is a permanent redirect to the page under the person's own name; an address with
 * the id alone is the page too.
 */
export function redirectToOwnName(
  request: Request,
  deptCode: string,
  page: 'single' | 'quarterlyreport',
  person: { id: number; name: string },
): void {
  const query = routeQuery(request, FACULTY_PAGE_PARAMS.quarterlyreport);
  const asked = query.get('name');
  if (asked === null || asked === person.name) return;
  const quarter = page === 'quarterlyreport' ? (query.get('qr') ?? undefined) : undefined;
  throw redirect(facultyPagePath(deptCode, page, person, quarter), 301);
}

/**
 * The department's other faculty, for 'Same Department (count)'. Without an answer the list is
 * simply empty: the profile itself still shows.
 */
export async function colleaguesOf(
  context: WebContext,
  deptCode: string,
  personId: number,
): Promise<Colleague[]> {
  const faculty = await tolerate(
    context.api.getEmployeeByType({ dept_code: deptCode, type: FACULTY_TYPE }),
    [],
    context.log,
    'the same department list',
  );
  return faculty
    .filter((person) => person.id !== personId)
    .map((person) => ({
      id: person.id,
      name: person.name,
      designation: person.designation,
      designationAs: person.designation_as ?? '',
      href: person.liveNow === 1 ? facultyPagePath(deptCode, 'single', person) : null,
    }));
}
