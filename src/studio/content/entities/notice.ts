import { z } from 'zod';
import { FACILITY_CODES, NOTIFICATION_CODES, STUDENT_CODES } from '../../../contract/codes.ts';
import { collegeKindOfType } from '../../../site-map/notice-items.ts';
import { can, type Entity } from '../../permissions.ts';
import { NOTICE_FIELDS } from '../../../entities/notices.ts';
import { describedFields } from '../described-form.ts';
import { defineEntity } from '../entity.ts';
import { form } from '../form.ts';
import { collegeNoticeStore } from './college-notice-store.ts';
import { FORM_FIELDS } from './notice-rows.ts';

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

/** The kind of notice, then the fields of entities/notices.ts its form holds (decision 082). */
const noticeForm = form({
  type: {
    value: z.enum(NOTICE_KINDS, { error: 'Choose the kind of notice from the list' }),
    control: (actor) => ({
      label: 'Kind of notice',
      kind: 'select',
      required: true,
      options: NOTICE_KINDS.filter((type) => can(actor, 'create', permissionOfType(type))).map(
        (type) => ({ value: type, label: kindLabel(type) }),
      ),
    }),
  },
  ...describedFields(NOTICE_FIELDS, FORM_FIELDS.notice),
});

const schema = z.object(noticeForm.shape).superRefine((v, check) => {
  // As the importer: the Assamese stands beside the English, never alone.
  if (v.description_as && !v.description)
    check.addIssue({
      code: 'custom',
      path: ['description_as'],
      message: 'Write the description in English too, or leave the Assamese empty',
    });
});
type NoticeForm = z.output<typeof schema>;

export const notice = defineEntity<NoticeForm>({
  name: 'notice',
  permission: 'notice',
  label: { one: 'Notice', many: 'Notices' },
  singleton: false,
  fields: noticeForm.fields,
  schema,
  blank: (today) => ({ type: 'COLLEGE_ADMIN_NOTICE', date: today, new: true, attachments: [] }),
  access: (raw) => ({ entity: permissionOfType(String(raw.type ?? '')), field: 'type' }),
  summary: (v) => ({ title: v.title, date: v.date, detail: kindLabel(v.type) }),
  ...collegeNoticeStore<NoticeForm>(NOTICE_KINDS),
});
