import { z } from 'zod';
import { ADMISSION_FIELDS } from '../../entities/admission.ts';
import { Attachment, FileRef } from './common.ts';
import { answerExtensions } from './described.ts';

export const CommitteeSummary = z.object({ committee_code: z.string(), name: z.string() });
export type CommitteeSummary = z.infer<typeof CommitteeSummary>;

export const CommitteeCode = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be a committee code of letters, digits, - or _');
export const CommitteeRequest = z.object({ committee_code: CommitteeCode });

export const Committee = CommitteeSummary.extend({
  members: z
    .array(z.object({ member_name: z.string(), member_designation: z.string().default('') }))
    .default([]),
  /** HTML */
  objectives: z.string().default(''),
  /** HTML */
  tasks: z.string().default(''),
  minutes: z.array(Attachment).default([]),
});
export type Committee = z.infer<typeof Committee>;

export const ImportantFile = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML */
  description: z.string().default(''),
  upload_info: z.array(Attachment).default([]),
});
export type ImportantFile = z.infer<typeof ImportantFile>;

/** The call takes no payload; an empty object (or none) is accepted. */
export const ImportantFilesRequest = z.object({}).default({});

/** GET /settings/admissionSettings.json — status 1 shows the online-admission button. */
export const AdmissionSettings = z.object({
  status: z.number().int(),
  session: z.string().default(''),
  /**
   * Ours (entities/admission.ts): where the button leads, set in the studio. Without it, or when
   * it is not a web address, the site's ADMISSION_URL.
   */
  ...answerExtensions(ADMISSION_FIELDS),
});
export type AdmissionSettings = z.infer<typeof AdmissionSettings>;

/** POST /getfiledata payload: a file reference. */
export const FileDataRequest = FileRef;
/** POST /getfiledata answer. */
export const FileDataAnswer = z.object({
  /** base64 */
  data: z.string(),
  mime: z.string(),
  type: z.string(),
  ext: z.string(),
});
export type FileDataAnswer = z.infer<typeof FileDataAnswer>;
