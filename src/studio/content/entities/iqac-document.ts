import { z } from 'zod';
import { IQAC_CODES } from '../../../contract/codes.ts';
import { collegeKindOfType } from '../../../site-map/notice-items.ts';
import { NOTICE_FIELDS } from '../../../entities/notices.ts';
import { describedFields } from '../described-form.ts';
import { defineEntity } from '../entity.ts';
import { form } from '../form.ts';
import { collegeNoticeStore } from './college-notice-store.ts';
import { FORM_FIELDS } from './notice-rows.ts';

/**
 * The documents of the 15 IQAC pages of document lists (strategies, SSR, AQAR, minutes …):
 * college notices of the IQAC types, written as the importer writes notices (notice-rows.ts),
 * under the IQAC's own permission. The other three IQAC pages are the NAAC tree (naac/), the
 * IQAC committee (the committees) and the departments' COs and POs (their departments).
 */
const pageLabel = (type: string) => collegeKindOfType(type)?.label ?? type;

/** The IQAC page, then the fields of entities/notices.ts a plain notice holds (decision 082). */
const described = describedFields(NOTICE_FIELDS, FORM_FIELDS.plain);
const documentForm = form({
  type: {
    value: z.enum(IQAC_CODES, { error: 'Choose the IQAC page from the list' }),
    label: 'IQAC page',
    kind: 'select',
    required: true,
    options: IQAC_CODES.map((type) => ({ value: type, label: pageLabel(type) })),
  },
  ...described,
  attachments: { ...described.attachments, label: 'Files' },
});
const schema = z.object(documentForm.shape);
type IqacDocumentForm = z.output<typeof schema>;

export const iqacDocument = defineEntity<IqacDocumentForm>({
  name: 'iqac_document',
  permission: 'iqac_document',
  label: { one: 'IQAC document', many: 'IQAC documents' },
  singleton: false,
  fields: documentForm.fields,
  schema,
  blank: (today) => ({ type: 'IQAC_AQAR', date: today, new: true, attachments: [] }),
  summary: (v) => ({ title: v.title, date: v.date, detail: pageLabel(v.type) }),
  ...collegeNoticeStore<IqacDocumentForm>(IQAC_CODES, 'plain'),
});
