import type { z } from 'zod';
import { can } from '../permissions.ts';
import type { EntityDef } from './entity.ts';
import { withLimits } from './field-limits.ts';
import { admission } from './entities/admission.ts';
import { alumnus } from './entities/alumnus.ts';
import { collegeText } from './entities/college-text.ts';
import { committee } from './entities/committee.ts';
import { departmentAlbum } from './entities/department-album.ts';
import { departmentFaculty } from './entities/department-faculty.ts';
import { departmentFile } from './entities/department-file.ts';
import { departmentNotice } from './entities/department-notice.ts';
import { departmentPage } from './entities/department-page.ts';
import { departmentProfile } from './entities/department-profile.ts';
import { event } from './entities/event.ts';
import { gbMember } from './entities/gb-member.ts';
import { holiday } from './entities/holiday.ts';
import { importantFile } from './entities/important-file.ts';
import { iqacDocument } from './entities/iqac-document.ts';
import { naacCriterion } from './entities/naac/criterion.ts';
import { naacFile } from './entities/naac/file.ts';
import { naacGroup } from './entities/naac/group.ts';
import { naacMetric } from './entities/naac/metric.ts';
import { notice } from './entities/notice.ts';
import { officeStaff } from './entities/office-staff.ts';
import { principal } from './entities/principal.ts';
import { profile } from './entities/profile.ts';
import type { Actor, EntityName, EntityView } from './items.ts';

/**
 * What the studio edits (decision 037), each defined in entities/: its permission, its form and
 * its schema, and how it reads and writes its public rows exactly as the importer writes them.
 */
export const ENTITY_DEFS: readonly EntityDef[] = [
  notice,
  event,
  holiday,
  admission,
  importantFile,
  committee,
  principal,
  gbMember,
  officeStaff,
  collegeText,
  // A department's microsite (decision 055).
  departmentPage,
  departmentProfile,
  departmentFaculty,
  departmentNotice,
  departmentFile,
  departmentAlbum,
  alumnus,
  profile,
  // The IQAC's documents and the NAAC tree (decision 056).
  iqacDocument,
  naacGroup,
  naacCriterion,
  naacMetric,
  naacFile,
];

export function entityDef(name: EntityName): EntityDef | undefined {
  return ENTITY_DEFS.find((def) => def.name === name);
}

const viewOf = (def: EntityDef, actor: Actor): EntityView => ({
  name: def.name,
  permission: def.permission,
  label: def.label,
  singleton: def.singleton,
  fields: withLimits(def.fields(actor), def.schema),
  ...(def.home ? { home: def.home } : {}),
  ...(def.about ? { about: def.about } : {}),
});

/** The entities this member of staff may read: the studio's menu. */
export function entitiesFor(actor: Actor): EntityView[] {
  return ENTITY_DEFS.filter((def) => can(actor, 'read', def.permission)).map((def) =>
    viewOf(def, actor),
  );
}

/** An entity as the screens see it, or undefined when unknown or not readable by the actor. */
export function entityView(name: EntityName, actor: Actor): EntityView | undefined {
  const def = entityDef(name);
  return def && can(actor, 'read', def.permission) ? viewOf(def, actor) : undefined;
}

/**
 * The entity's form schema, for Conform's parseWithZod on the screens. The store parses the
 * values again on every save: what the screens let through is never trusted.
 */
export function entitySchema(name: EntityName, actor: Actor): z.ZodType | undefined {
  return entityView(name, actor) ? entityDef(name)?.schema : undefined;
}
