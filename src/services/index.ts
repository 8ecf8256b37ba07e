import { collegeServices } from './college.ts';
import { departmentsServices } from './departments.ts';
import { employeesServices } from './employees.ts';
import { filesServices } from './files.ts';
import { iqacServices } from './iqac.ts';
import { noticesServices } from './notices.ts';
import type { ServiceDeps, Services } from './services.ts';
import { siteServices } from './site.ts';

export type { ServiceDeps, Services } from './services.ts';

/** Every call of the contract over one database: what /api sends and the pages read (079). */
export function createServices(deps: ServiceDeps): Services {
  return {
    ...noticesServices(deps),
    ...departmentsServices(deps),
    ...employeesServices(deps),
    ...iqacServices(deps),
    ...collegeServices(deps),
    ...filesServices(deps),
    ...siteServices(deps),
  };
}
