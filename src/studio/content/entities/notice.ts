import { z } from 'zod';
import { FACILITY_CODES, NOTIFICATION_CODES, STUDENT_CODES } from '../../../contract/codes.ts';
import { collegeKindOfType } from '../../../web/lib/notice-items.ts';
import { can, type Entity } from '../../permissions.ts';
import { defineEntity } from '../entity.ts';
import { checkbox, fileSpecs, html, optionalUrl, realDate, requiredText } from '../fields.ts';
import type { Actor, FieldSpec } from '../items.ts';
import { collegeNoticeStore } from './college-notice-store.ts';

/** The college's own notice kinds of SPEC §7 (events, IQAC and departments have their own). */
export const NOTICE_KINDS = [
  ...NOTIFICATION_CODES,
  ...STUDENT_CODES,
  ...FACILITY_CODES,
  'NIRF',
] as const;

/** Whose notices a type holds: a forged type is refused by the permission of its owner. */
export function permissionOfType(type: string): Entity {
  if (type.startsWith('IQAC_')) return 'iqac_document';
  if (type === 'DEPT_NOTICE' || type === 'DEPTEVENT') return 'department_notice';
  if (type === 'COLLEGE_EVENT') return 'event';
  return 'notice';
}

const kindLabel = (type: string) => {
  const kind = collegeKindOfType(type);
  return kind ? `${kind.section}: ${kind.label}` : type;
};

const schema = z.object({
  type: z.enum(NOTICE_KINDS, { error: 'Choose the kind of notice from the list' }),
  title: requiredText('a title'),
  date: realDate('the date'),
  description: html(),
  link: optionalUrl('the link'),
  new: checkbox(),
  attachments: fileSpecs(),
});
type NoticeForm = z.output<typeof schema>;

const fields = (actor: Actor): FieldSpec[] => [
  {
    name: 'type',
    label: 'Kind of notice',
    kind: 'select',
    required: true,
    options: NOTICE_KINDS.filter((type) => can(actor, 'create', permissionOfType(type))).map(
      (type) => ({ value: type, label: kindLabel(type) }),
    ),
  },
  { name: 'title', label: 'Title', kind: 'text', required: true },
  { name: 'date', label: 'Date', kind: 'date', required: true, hint: 'YYYY-MM-DD' },
  { name: 'description', label: 'Description', kind: 'html' },
  {
    name: 'link',
    label: 'Link to another site',
    kind: 'url',
    hint: 'Optional: a web address starting with https://',
  },
  { name: 'new', label: 'Mark as new', kind: 'checkbox' },
  { name: 'attachments', label: 'Attachments', kind: 'attachments', accept: 'any' },
];

export const notice = defineEntity<NoticeForm>({
  name: 'notice',
  permission: 'notice',
  label: { one: 'Notice', many: 'Notices' },
  singleton: false,
  fields,
  schema,
  blank: (today) => ({ type: 'COLLEGE_ADMIN_NOTICE', date: today, new: true, attachments: [] }),
  access: (raw) => ({ entity: permissionOfType(String(raw.type ?? '')), field: 'type' }),
  summary: (v) => ({ title: v.title, date: v.date, detail: kindLabel(v.type) }),
  ...collegeNoticeStore<NoticeForm>(NOTICE_KINDS),
});
