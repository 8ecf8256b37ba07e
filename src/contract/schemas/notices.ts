import { z } from 'zod';
import { COLLEGE_DEPT_CODE, NOTICE_TYPES } from '../codes.ts';
import { HOLIDAY_FIELDS } from '../../entities/holidays.ts';
import { NOTICE_FIELDS } from '../../entities/notices.ts';
import { Attachment, DeptCode, YearOrEmpty } from './common.ts';
import { answerExtensions } from './described.ts';

export const NoticeType = z.enum(NOTICE_TYPES);

/** A notice, download, event, facility or IQAC document entry (SPEC §3 Notice). */
export const Notice = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML */
  description: z.string().default(''),
  /** ISO date YYYY-MM-DD */
  date: z.string().optional(),
  date_no: z.number().int(),
  /** Short English month name: Jan … Dec */
  month: z.string(),
  year: z.number().int(),
  link: z.string().nullish(),
  /** Shows the blinking "new" icon. */
  diff: z.boolean().default(false),
  upload_info: z.array(Attachment).default([]),
  /**
   * Ours, optional on the wire (entities/notices.ts): an event's photograph with its alt text,
   * the title and description (HTML) in Assamese when the content gives them.
   */
  ...answerExtensions(NOTICE_FIELDS),
});
export type Notice = z.infer<typeof Notice>;

export const NoticesByTypeDeptV1Request = z.object({
  type: NoticeType,
  dept_code: DeptCode.default(COLLEGE_DEPT_CODE),
  year: YearOrEmpty.default(null),
});

export const NoticesByTypeDeptRequest = z.object({
  dept_code: DeptCode,
  type: NoticeType,
  year: YearOrEmpty.default(null),
});

/** A hero item of GET /getupcomingevents. */
export const UpcomingEvent = z.object({
  id: z.number().int(),
  date: z.string().optional(),
  date_no: z.number().int(),
  month: z.string(),
  title: z.string(),
  /** The title in Assamese, when the content gives it (ours). */
  title_as: z.string().optional(),
});
export type UpcomingEvent = z.infer<typeof UpcomingEvent>;

/** GET /checkiftodayisholiday */
export const HolidayAnswer = z.object({
  status: z.boolean(),
  data: z
    .object({
      title: z.string(),
      /** ISO date YYYY-MM-DD */
      start_date: z.string(),
      end_date: z.string(),
      /** HTML */
      description: z.string().default(''),
      upload_info: z.array(Attachment).default([]),
      ...answerExtensions(HOLIDAY_FIELDS),
    })
    .nullish(),
});
export type HolidayAnswer = z.infer<typeof HolidayAnswer>;
