import { useMatches } from 'react-router';
import { departmentTitle } from '../../lib/department/meta.ts';
import { ContentText } from '../content-text.tsx';

/**
 * 'Department of Physics' in the page's language, inside the department's pages: the shell's
 * Assamese title on an Assamese page ('পদাৰ্থ বিজ্ঞান বিভাগ'), else `english`, marked as English.
 */
export function DepartmentTitle({ english }: { english: string }) {
  const title = departmentTitle(useMatches());
  return title ? <>{title}</> : <ContentText en={english} />;
}
