import { COLLEGE } from '../sections/college.ts';
import type { Person } from './context.ts';

/**
 * A best paper award is won by a paper the teacher presented: each research award of a profile
 * names one of its own seminar rows (another institution's seminar first, newest first), with
 * that seminar's year, so the awards table and the seminars table tell one story.
 */
export function awardsForOwnPapers(person: Partial<Person>): void {
  const seminars = [...(person.seminars ?? [])].sort(
    (a, b) =>
      Number(String(a.organised_by).includes(COLLEGE.name)) -
      Number(String(b.organised_by).includes(COLLEGE.name)),
  );
  const research = (person.awards ?? []).filter((a) => a.area === 'Research');
  research.forEach((award, i) => {
    const seminar = seminars[i];
    if (!seminar) return;
    Object.assign(award, {
      achievement: `Best paper: \u201c${seminar.title}\u201d`,
      award: `Best Paper Award, ${seminar.theme}, ${seminar.organised_by}`,
      other_info: String(seminar.date_year).split(' ')[1] ?? award.other_info,
    });
  });
}
