import { firstYearOf } from '../lib/calendar.ts';
import { COLLEGE } from '../sections/college.ts';
import { lowerFirst } from '../lib/text.ts';
import { when, type Person, type ProfileContext, type Row } from './context.ts';
import { COLLEGE_ROLES, SOCIAL_ROLES } from './sources.ts';
import { bestTeacherYear, teachersDay } from './awards.ts';
import { awardCertificate } from './certificates.ts';

/**
 * Involvement in the college (in-campus) and in society (extension), achievements and awards.
 * Activities carry quarters, mostly recent, since the quarterly report filters them by quarter.
 */
export function activitySections(ctx: ProfileContext): Partial<Person> {
  const { dept, def, r, n, born } = ctx;
  const person: Partial<Person> = {};

  const activity = (
    role: { name: string; position: string },
    y: number,
  ): Row<'college_activities'> => {
    const at = when(r, y);
    return {
      name: role.name,
      position: role.position,
      from: String(y),
      till: y >= 2024 ? 'Till date' : String(y + r.int(1, 3)),
      other_info: '',
      quarter: at.quarter,
    };
  };
  const college = r
    .sample(COLLEGE_ROLES, n('college'))
    .map((role, i) => activity(role, i === 0 ? r.int(2022, 2026) : r.int(2017, 2023)));
  if (college.length) person.college_activities = college;
  const social = r.sample(SOCIAL_ROLES, n('social')).map((role, i) => {
    const row = activity(role, i < 2 ? r.int(2022, 2026) : r.int(2017, 2021));
    // Relief camps follow the floods of the monsoon: moved to July-September when drawn outside.
    if (inFloodSeasonOnly(role.name) && !/-(2nd|3rd)$/.test(String(row.quarter)))
      row.quarter = `${row.from}-3rd`;
    return { ...row, till: row.from, other_info: `${r.int(20, 120)} participants` };
  });
  if (social.length) person.social_activities = social;

  // Qualifying examinations come before joining; invited talks after.
  // An examination is qualified only in a year it was held (JAM from 2004, lib/calendar.ts).
  const qualified = Math.min(born + 24, def.joined - 1);
  const achievements = Array.from({ length: n('achievements') }, (_, i) => ({
    achievement:
      i === 0
        ? `Qualified ${r.pick(dept.exams.filter((e) => /NET|SLET|GATE|JAM|JEST/.test(e) && firstYearOf(e) <= qualified).concat(dept.exams.filter((e) => firstYearOf(e) <= qualified)[0] ?? 'NET'))}`
        : `Resource person at a state-level workshop on ${lowerFirst(r.pick(dept.areas))}`,
    date_year: String(i === 0 ? qualified : r.int(Math.max(def.joined + 3, 2012), 2025)),
    other_info: '',
  }));
  if (achievements.length) person.achievements = achievements;

  // The college's Best Teacher Award is the register's (one teacher a year, as its notices
  // say); a research award follows it on the full profiles.
  const teaching = bestTeacherYear(def.name);
  const awards: Row<'awards'>[] = Array.from({ length: n('awards') }, (_, i) => {
    const drawn = r.int(2017, 2025);
    const seminar = r.pick(dept.seminarThemes);
    return i === 0 && teaching
      ? {
          area: 'Teaching',
          achievement: 'Best Teacher of the Year',
          award: `${COLLEGE.name} Best Teacher Award`,
          other_info: String(teaching),
          file: awardCertificate(ctx, teaching, teachersDay(teaching)),
        }
      : {
          area: 'Research',
          achievement: 'Best paper presentation',
          award: `Best Paper Award, National Seminar on ${seminar}`,
          other_info: String(Math.max(drawn, def.joined + 1)),
        };
  });
  if (awards.length) person.awards = awards;

  return person;
}

/** Extension work that only the monsoon's floods call for (Assam's floods: May to September). */
export function inFloodSeasonOnly(name: string): boolean {
  return /flood/i.test(name);
}
