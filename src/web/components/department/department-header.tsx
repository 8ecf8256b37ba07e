import { Link } from 'react-router';
import type { CollegeIdentity } from '../site-header.tsx';

export interface DepartmentIdentity {
  code: string;
  /** 'Department of Physics' */
  title: string;
  name: string;
  nameAs: string;
  /** Address of the banner image, '' when none. */
  banner: string;
}

/** The banner's own size (the demo's are 1200×300); CSS scales it to the screen. */
const BANNER = { width: 1200, height: 300 };

/**
 * The microsite's header: a strip back to the college and to all departments, then the
 * department's banner across the page's width, which carries its name (given as the image's
 * text alternative); a department without a banner gets its name as large text instead. The
 * Assamese name follows as text, in the site's own Bengali-script font. The banner is the top
 * of the page: it loads at once, in a box of its own proportions, so nothing moves when it
 * arrives.
 */
export function DepartmentHeader({
  college,
  department,
}: {
  college: CollegeIdentity;
  department: DepartmentIdentity;
}) {
  return (
    <header className="dept-header" id="top">
      <div className="dept-header__strip">
        <div className="container dept-header__strip-inner">
          <Link to="/" className="dept-header__college">
            <img src={college.logo} alt="" width="32" height="32" loading="lazy" />
            {college.name}
          </Link>
          <Link to="/departments" className="dept-header__all">
            All departments
          </Link>
        </div>
      </div>
      <div className="container dept-header__title">
        {department.banner ? (
          <img
            className="dept-header__banner"
            src={department.banner}
            alt={department.title}
            width={BANNER.width}
            height={BANNER.height}
            fetchPriority="high"
          />
        ) : (
          <p className="dept-header__name">{department.title}</p>
        )}
        {department.nameAs ? (
          <p className="dept-header__name-as" lang="as">
            {department.nameAs}
          </p>
        ) : null}
      </div>
    </header>
  );
}
