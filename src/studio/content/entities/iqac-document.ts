import { z } from 'zod';
import { IQAC_CODES } from '../../../contract/codes.ts';
import { collegeKindOfType } from '../../../site-map/notice-items.ts';
import { defineEntity } from '../entity.ts';
import { checkbox, fileSpecs, html, optionalUrl, realDate, requiredText } from '../fields.ts';
import { collegeNoticeStore } from './college-notice-store.ts';

/**
 * The documents of the 15 IQAC pages of document lists (strategies, SSR, AQAR, minutes …):
 * college notices of the IQAC types, written as the importer writes notices (notice-rows.ts),
 * under the IQAC's own permission. The other three IQAC pages are the NAAC tree (naac/), the
 * IQAC committee (the committees) and the departments' COs and POs (their departments).
 */
const pageLabel = (type: string) => collegeKindOfType(type)?.label ?? type;

const schema = z.object({
  type: z.enum(IQAC_CODES, { error: 'Choose the IQAC page from the list' }),
  title: requiredText('a title'),
  date: realDate('the date'),
  description: html('the description'),
  link: optionalUrl('the link'),
  new: checkbox(),
  attachments: fileSpecs(),
});
type IqacDocumentForm = z.output<typeof schema>;

export const iqacDocument = defineEntity<IqacDocumentForm>({
  name: 'iqac_document',
  permission: 'iqac_document',
  label: { one: 'IQAC document', many: 'IQAC documents' },
  singleton: false,
  fields: () => [
    {
      name: 'type',
      label: 'IQAC page',
      kind: 'select',
      required: true,
      options: IQAC_CODES.map((type) => ({ value: type, label: pageLabel(type) })),
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
    { name: 'attachments', label: 'Files', kind: 'attachments', accept: 'any' },
  ],
  schema,
  blank: (today) => ({ type: 'IQAC_AQAR', date: today, new: true, attachments: [] }),
  summary: (v) => ({ title: v.title, date: v.date, detail: pageLabel(v.type) }),
  ...collegeNoticeStore<IqacDocumentForm>(IQAC_CODES),
});
