import { DEPARTMENT_MORE_LINKS, departmentPath } from '../../../site-map/department-pages.ts';
import { SideNav } from '../side-nav.tsx';
import { useTexts } from '../../i18n/use-texts.ts';

/** The department's pages that the dark menu does not carry, beside the content. */
export function DepartmentSideNav({ deptCode }: { deptCode: string }) {
  const { t } = useTexts();
  return (
    <SideNav
      label={t('department.more')}
      items={DEPARTMENT_MORE_LINKS.map((link) => ({
        label: link.label,
        href: departmentPath(deptCode, link.child),
      }))}
    />
  );
}
