/**
 * The contract between the studio's screens and its content store (decision 037): what a list,
 * an editor and a revision look like, and the operations on them. The store
 * (items.repository.ts) implements it over the content tables (what is published) and
 * studio_items / studio_revisions (drafts and history); the screens (src/studio/app/routes/items)
 * use only this.
 */
import type { Attachment } from '../../contract/schemas/common.ts';
import type { Db } from '../../db/database.ts';
import type { Entity } from '../permissions.ts';
import type { Owner } from '../permissions.ts';

/** One editable kind of content: notice, event, holiday, admission, committee, … */
export type EntityName = string;

/** The kinds of form control the generic editor draws. */
export type FieldKind =
  | 'text'
  | 'textarea'
  /** Rich text: the editor (Tiptap) with JavaScript, a textarea of HTML without; sanitized on save. */
  | 'html'
  | 'date'
  | 'select'
  | 'checkbox'
  | 'url'
  | 'email'
  | 'tel'
  | 'number'
  /** Files: a list of attachments (uploaded in the studio, or kept from before). */
  | 'attachments'
  /** One photograph with its alt text (required). */
  | 'photo'
  /** Many photographs, each with its alt text (required): a gallery album. */
  | 'photos'
  /** Rows of small fields (committee members: name, designation). */
  | 'rows'
  /** A department's faculty: put in order, each profile live or not (decision 055). */
  | 'members';

/**
 * The most a field may hold (decision 071), as its schema states it (field-limits.ts):
 * characters of text, bytes of rich text's HTML, or items of a list (rows, files, photos).
 */
export interface FieldLimit {
  max: number;
  unit: 'characters' | 'bytes' | 'items';
}

export interface FieldSpec {
  /** The form field's name, as the entity's zod schema names it. */
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  hint?: string;
  /**
   * For select: the choices (already limited to what this user may choose); those with a
   * `group` are shown under it (an <optgroup>: a file's metrics by their criterion).
   */
  options?: readonly { value: string; label: string; group?: string }[];
  /** For rows: the row's own fields (text kinds only). */
  columns?: readonly FieldSpec[];
  /** For attachments: what may be uploaded ('any' file of the allow-list, or only 'image'). */
  accept?: 'any' | 'image' | 'pdf';
  /** The language typed in, when not English: its input says so (spelling, screen readers). */
  lang?: 'as';
  /** Its maximum, read from the schema (never written here by hand). */
  limit?: FieldLimit;
  /** For a photo or photos: the maximum of the words that say what each shows. */
  altLimit?: FieldLimit | undefined;
}

/** What the screens know of an entity, for the signed-in user. */
export interface EntityView {
  name: EntityName;
  /** Its line in the permission table. */
  permission: Entity;
  label: { one: string; many: string };
  /** One item only (admission settings): no list, no new. */
  singleton: boolean;
  fields: readonly FieldSpec[];
  /** The entity's own screens (a teacher's profile), in place of the generic ones. */
  home?: string;
  /** What this kind of item is for, where the public site shows it, said on its screens. */
  about?: string;
}

export type ItemStatus = 'draft' | 'published' | 'changed' | 'unpublished';

/** A line of a list. */
export interface ItemSummary {
  /** The item's key in studio addresses: 's12' (a studio item), 'p34' (published, never edited here). */
  key: string;
  /** The id of its public row, once it has one (a profile's is its person's). */
  publicId: string | null;
  title: string;
  /** YYYY-MM-DD when the entity has a date. */
  date: string | null;
  /** A short second line: the notice's kind, the committee's code … */
  detail: string;
  /** Its words in the list's own columns (EntityDef.columns), when the entity has them. */
  columns?: string[];
  status: ItemStatus;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** An item open in the editor. */
export interface Item {
  key: string;
  /** The id of its public row, once it has one (a profile's is its person's). */
  publicId: string | null;
  entity: EntityName;
  /** The form's values (as the entity's schema gives them). */
  values: Record<string, unknown>;
  /** Each file the values name (an attachment's or photo's spec), for showing its name and kind. */
  files: Record<string, StoredFile>;
  /** Sent back with a save or a publish: an older one is a conflict. 0 before the first save. */
  version: number;
  status: ItemStatus;
  /** The public address of the published page, when there is one. */
  publicUrl: string | null;
  owner: Owner | undefined;
  updatedAt: string | null;
  updatedBy: string | null;
  /** Unpublished just now, with nothing changed since: its Undo can put it back. */
  undoable: boolean;
}

export interface Revision {
  id: number;
  version: number;
  /** 'republish': an Unpublish undone, what it took off the site put back (decision 070). */
  action: 'save' | 'publish' | 'unpublish' | 'restore' | 'republish';
  savedBy: string;
  savedAt: string;
  /** The item's title as it was. */
  title: string;
}

/** Who acts, for permissions and the audit log. */
export interface Actor {
  id: number;
  username: string;
  role: string;
  dept_code: string | null;
  person_id: number | null;
  address: string;
}

/** A change refused: messages per field ('' for the form as a whole), nothing written. */
export interface Refusal {
  ok: false;
  /** 400: bad values; 403: not allowed; 404: no such item; 409: someone else saved first. */
  status: 400 | 403 | 404 | 409;
  fieldErrors: Record<string, string[]>;
  /** The values as sent (files already stored are included), to show again. */
  values: Record<string, unknown>;
}

export type Outcome = { ok: true; item: Item } | Refusal;
export type ListOutcome =
  | {
      ok: true;
      items: ItemSummary[];
      /** The headings of the list's own columns (ItemSummary.columns), if it has any. */
      columnHeadings: string[];
    }
  | Refusal;
export type RevisionsOutcome = { ok: true; revisions: Revision[] } | Refusal;
export type PreviewOutcome = { ok: true; target: PreviewTarget } | Refusal;

/** A save of the editor's form. */
export interface SaveInput {
  entity: EntityName;
  /** null: a new item (or a singleton's first save). */
  key: string | null;
  /** Item.version as the form was opened; 0 for a new item. */
  version: number;
  /** A new-item form's one-time token: the same form sent twice makes one item. */
  createToken?: string | null;
  values: Record<string, unknown>;
  actor: Actor;
  /** The audit log's word for it, when it is not a plain save ('undo remove'). */
  auditAction?: string;
}

/** Publish: the stored draft, or (with values) the form saved and published in one step. */
export interface PublishInput extends Omit<SaveInput, 'values'> {
  values?: Record<string, unknown>;
  /** The day of publishing, YYYY-MM-DD (a text's "last updated"); today in the college's zone. */
  today?: string;
}

export interface UnpublishInput {
  entity: EntityName;
  key: string;
  version: number;
  actor: Actor;
}

export interface RestoreInput extends UnpublishInput {
  revisionId: number;
}

/** A file stored in the studio, as a form keeps it (a hidden value) until the item is saved. */
export interface StoredFile {
  /** 'studio/{sha256}.pdf': the value a form sends back for it. */
  spec: string;
  attachment: Attachment;
  originalName: string;
}

/**
 * A public page to render with the draft in place (the preview): what the preview writes into
 * its transaction, rolled back after, and the page it renders then.
 */
export interface PreviewTarget {
  /** Writes the draft's public rows (as a publish would); returns the item's public id. */
  write(db: Db): Promise<string>;
  /** The public address of the page to render (path and query), for that id. */
  url(publicId: string): string;
  /** The day the page is rendered as (a holiday's first day); else today. */
  today?: string | undefined;
}
