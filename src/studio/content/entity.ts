import type { z } from 'zod';
import type { Attachment } from '../../contract/schemas/common.ts';
import type { Db } from '../../db/database.ts';
import type { Entity, Owner } from '../permissions.ts';
import type { Actor, EntityName, FieldSpec } from './items.ts';

/** What an item's form holds, as its entity's schema gives it. */
export type Values = Record<string, unknown>;

/**
 * What the studio keeps of an item (a draft, a revision) and reads from a published row: the
 * form's values, and each file they name ('studio/…', or a file kept from the import) with what
 * the public row says of it.
 */
export interface Snapshot<V = Values> {
  values: V;
  files: Record<string, Attachment>;
}

/** The permission an item needs: its line of the table, and the form field it depends on. */
export interface Access {
  entity: Entity;
  owner?: Owner;
  /** The field that decides it ('type' of a notice), or '' for the whole form. */
  field: string;
}

/** A line of a list: what the item is called, its day, a second line. */
export interface Summary {
  title: string;
  date: string | null;
  detail: string;
}

/**
 * Columns of a list that tell its items apart where their titles do not (two NAAC metrics
 * "1.1.2", one of each group): their headings, and an item's words under them.
 */
export interface ListColumns<V = Values> {
  headings: string[];
  of(values: V): string[];
}

/** A link from an item's editor to the work that follows from it (a metric's "Add a file"). */
export interface NextStep {
  text: string;
  to: string;
}

/** One kind of content the studio edits: its form, and how it reads and writes public rows. */
export interface EntityDef<V extends Values = Values> {
  name: EntityName;
  permission: Entity;
  label: { one: string; many: string };
  /** One item only (admission settings, the principal): no list, no new, no unpublish. */
  singleton: boolean;
  /** A singleton's public id, fixed: its key is 'p' and this. */
  singletonId?: string;
  fields(actor: Actor): FieldSpec[];
  /** The form's values: parsed, trimmed, HTML cleaned. */
  schema: z.ZodType<V>;
  /** Values of a new item's form (a department head's: their department). */
  blank(today: string, actor?: Actor): Values;
  /** The permission a save or publish of these (unchecked) values needs; else `permission`. */
  access?(raw: Values): Access;
  /**
   * Whose item this is, by its public id rather than by its values (a teacher's profile is
   * theirs by the person it is): checked for `own` access by every operation on the item.
   * Undefined: nobody's (refused to `own` access).
   */
  ownerOf?(db: Db, publicId: string): Promise<Owner | undefined>;
  /** The studio address of the entity's own screens, in place of the generic list and editor. */
  home?: string;
  /** What this kind of item is for, where the public site shows it, said on its screens. */
  about?: string;
  /** Refusals that need the database (a code already taken), by field. */
  check?(db: Db, values: V, publicId: string | null): Promise<Record<string, string[]> | null>;
  summary(values: V): Summary;
  /** Its list's columns, with the names they need (a criterion's group) read once per list. */
  columns?(db: Db): Promise<ListColumns<V>>;
  /** Links from a published item's editor, like "Add a file to this metric" (issue 36). */
  nextSteps?(values: V, publicId: string): NextStep[];
  /** Every published item, in the order the public site shows them. */
  listPublished(db: Db): Promise<{ publicId: string; snapshot: Snapshot<V> }[]>;
  readPublished(db: Db, publicId: string): Promise<Snapshot<V> | undefined>;
  /**
   * Writes the public row(s) (inside the publish's transaction) as of `today` (a text's "last
   * updated"); returns the public id.
   */
  writePublished(
    db: Db,
    snapshot: Snapshot<V>,
    publicId: string | null,
    today: string,
  ): Promise<string>;
  /** Removes the public row(s); absent where an item cannot be unpublished. */
  deletePublished?(db: Db, publicId: string): Promise<void>;
  /** Why this item cannot be unpublished (a text every site has), or null. */
  unpublishProblem?(publicId: string): string | null;
  /** Why unpublishing it would leave others without it (a criterion's metrics), or null. */
  inUse?(db: Db, publicId: string): Promise<string | null>;
  /** A select's choices that come from the content (a metric's criterion), by field name. */
  choices?(db: Db): Promise<Record<string, { value: string; label: string }[]>>;
  /** The public page that shows the item (with a stand-in id before its first publish). */
  publicUrl(values: V, publicId: string | null): string;
  /**
   * The day the public site shows the item on, when it is not every day (a holiday's pop-up):
   * its preview renders the page as of that day.
   */
  shownOn?(values: V): string;
}

/** Defines an entity with its own value type; the registry holds them all as EntityDef. */
export const defineEntity = <V extends Values>(def: EntityDef<V>): EntityDef =>
  def as unknown as EntityDef;
