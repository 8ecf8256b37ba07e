import { DEPARTMENT_MORE_LINKS, departmentPath } from '../../lib/department/pages.ts';
import { SideNav } from '../side-nav.tsx';

/** The department's pages that the dark menu does not carry, beside the content. */
export function DepartmentSideNav({ deptCode }: { deptCode: string }) {
  return (
    <SideNav
      label="More from the department"
      items={DEPARTMENT_MORE_LINKS.map((link) => ({
        label: link.label,
        href: departmentPath(deptCode, link.child),
      }))}
    />
  );
}
