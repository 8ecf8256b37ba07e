import { z } from 'zod';
import { FACILITY_CODES, NOTIFICATION_CODES, STUDENT_CODES } from '../../../contract/codes.ts';
import { collegeKindOfType } from '../../../site-map/notice-items.ts';
import { can, type Entity } from '../../permissions.ts';
import { defineEntity } from '../entity.ts';
import {
  assameseHtml,
  checkbox,
  fileSpecs,
  html,
  optionalAssamese,
  optionalUrl,
  realDate,
  requiredText,
} from '../fields.ts';
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

const schema = z
  .object({
    type: z.enum(NOTICE_KINDS, { error: 'Choose the kind of notice from the list' }),
    title: requiredText('a title'),
    date: realDate('the date'),
    description: html('the description'),
    title_as: optionalAssamese('the title in Assamese'),
    description_as: assameseHtml('the description in Assamese'),
    link: optionalUrl('the link'),
    new: checkbox(),
    attachments: fileSpecs(),
  })
  .superRefine((v, check) => {
    // As the importer: the Assamese stands beside the English, never alone.
    if (v.description_as && !v.description)
      check.addIssue({
        code: 'custom',
        path: ['description_as'],
        message: 'Write the description in English too, or leave the Assamese empty',
      });
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
    name: 'title_as',
    label: 'Heading in Assamese',
    kind: 'text',
    lang: 'as',
    hint: "Optional: the notice's title in Assamese, which the Assamese pages show; left empty, they show the English",
  },
  { name: 'description_as', label: 'Details in Assamese', kind: 'html', lang: 'as' },
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
