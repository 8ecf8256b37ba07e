import { isFixed } from '../../lib/dates.ts';
import type { Random } from '../../lib/random.ts';
import { Random as Stream } from '../../lib/random.ts';
import {
  collegeAchievementBody,
  studentAchievementBody,
  teacherAchievementBody,
} from './achievements.ts';
import { ADMIN, adminBody } from './admin.ts';
import { admissionBody } from './admissions.ts';
import { calendarBody } from './calendars.ts';
import type { Block, NoticeOf } from './common.ts';
import { collegeWeekBody, electionBody } from './elections.ts';
import { facilityBody } from './facilities.ts';
import { formBody } from './forms.ts';
import { meetingNoticeBody, minutesBody } from './meetings.ts';
import { procedureBody } from './procedures.ts';
import { programmeBody } from './programmes.ts';
import { qualityBody } from './quality.ts';
import { scholarshipBody } from './scholarships.ts';
import { tenderBody } from './tenders.ts';

export type { Block } from './common.ts';

/**
 * The body of a college notice's PDF beyond its letter: what its title promises, by kind
 * (issue 38), and the programme of an event's day. Examination notices get theirs from the
 * examinations (exam-documents.ts); the holiday list, fees, the session's calendar and the class
 * routines from documents.ts: for those this gives nothing. A notice dated relative to the day
 * of import has no PDF, so no body. Each notice draws from a stream of its own.
 */

/** Documents written with the examinations: the exam lists, and academic notices of exams. */
export const isExamNotice = (type: string, title: string) =>
  type.startsWith('EXAM_') ||
  (['COLLEGE_ACADEMIC_NOTICE', 'IQAC_ACADEMIC_CALENDAR'].includes(type) && /exam/i.test(title));

/** Titles whose tables documents.ts writes: their PDFs are full already. */
const TABLES = /holiday list|academic calendar of the session|fee structure|routine/i;

const PROGRAMME =
  /day\b|divas|tithi|bihu|tiranga|camp|training|workshop|talk|seminar|programme|drive|fair|visit|competition|quiz|audition|championship|exhibition|interview|counselling|orientation|pledge|celebration|observance|awareness|recital|walk/i;

function pick(n: NoticeOf): Block[] {
  const { type, title } = n;
  // An event's notice is printed for its own day: the programme is on that day.
  if (type === 'COLLEGE_EVENT') return programmeBody(n, n.date);
  if (type === 'COLLEGE_TENDER') return tenderBody(n);
  if (/Union election: notification/i.test(title)) return electionBody(n);
  if (/College Week: schedule/i.test(title)) return collegeWeekBody(n);
  if (type === 'IQAC_MIUNTES') return minutesBody(n);
  if (type === 'IQAC_ACADEMIC_CALENDAR') return calendarBody(n);
  if (type === 'IQAC_EVENT') return programmeBody(n);
  if (type.startsWith('IQAC') || type === 'NIRF') return qualityBody(n);
  if (type === 'COLLEGE_DOWNLOADS') return formBody(n);
  if (type === 'COLLEGE_STU_ACHIEVEMENTS') return studentAchievementBody(n);
  if (type === 'COLLEGE_EMP_ACHIEVEMENTS') return teacherAchievementBody(n);
  if (type === 'COLLEGE_ACHIEVEMENTS') return collegeAchievementBody(n);
  if ((type === 'COLLEGE_ADMIN_NOTICE' && ADMIN.test(title)) || /entries/i.test(title))
    return adminBody(n);
  if (type.startsWith('COLLEGE_F_') && /closed|vacation/i.test(title)) return facilityBody(n);
  if (/meeting/i.test(title) && !/first meeting|awareness/i.test(title))
    return meetingNoticeBody(n);
  if (/scholarship|merit award/i.test(title) && !PROGRAMME.test(title)) return scholarshipBody(n);
  if (type === 'COLLEGE_ACADEMIC_NOTICE' && /admission|merit list/i.test(title))
    return admissionBody(n);
  if (type === 'COLLEGE_ACADEMIC_NOTICE') return procedureBody(n);
  if (PROGRAMME.test(title)) return programmeBody(n);
  return facilityBody(n);
}

export function noticeBody(notice: Omit<NoticeOf, 'random'> & { random?: Random }): Block[] {
  if (!isFixed(notice.date) || notice.type === 'CLASS_ROUTINES') return [];
  if (isExamNotice(notice.type, notice.title) || TABLES.test(notice.title)) return [];
  if (notice.type === 'IQAC_FEEDBACK_FORM') return [];
  return pick({
    ...notice,
    random: notice.random ?? new Stream(`notice-body:${notice.type}:${notice.title}`),
  });
}
