import { longDate, weekday } from '../../lib/dates.ts';
import { type Block, type NoticeOf, sessionOf, workingDay } from './common.ts';

/**
 * The Students' Union election and the College Week: their schedules day by day, every day after
 * the notice that announces them.
 */

const on = (iso: string) => `${longDate(iso)} (${weekday(iso)})`;

export function electionBody(n: NoticeOf): Block[] {
  const nomination = workingDay(n.date, 3);
  const scrutiny = workingDay(nomination, 2);
  const withdrawal = workingDay(scrutiny, 1);
  const list = workingDay(withdrawal, 1);
  const polling = workingDay(list, 7);
  return [
    {
      caption: `Schedule of the Students\u2019 Union election, session ${sessionOf(n.date)}`,
      columns: ['Step', 'Date and time'],
      rows: [
        ['Publication of the voters\u2019 list', on(workingDay(n.date, 1))],
        ['Filing of nominations', `${on(nomination)}, 10:30 a.m.-2:00 p.m.`],
        ['Scrutiny of nominations', `${on(scrutiny)}, 11:00 a.m.`],
        ['Withdrawal of nominations', `${on(withdrawal)}, up to 1:00 p.m.`],
        ['Final list of candidates', `${on(list)}, 3:00 p.m.`],
        ['Polling', `${on(polling)}, 9:00 a.m.-1:00 p.m.`],
        ['Counting and declaration of results', `${on(polling)}, from 2:00 p.m.`],
        ['Oath of the office-bearers', on(workingDay(polling, 3))],
      ],
      widths: [2, 3],
    },
    'Posts: President, Vice-President, General Secretary, Assistant General Secretary, and the secretaries of Cultural Affairs, Sports, Debating and Symposium, Literary and Magazine, Social Service, Girls\u2019 Common Room and Boys\u2019 Common Room.',
    'Candidates must be regular students within the age limits of the Lyngdoh Committee, with 75% attendance and no arrear paper. Only students with a valid identity card may vote. The election officer\u2019s decision on every dispute is final.',
  ];
}

export function collegeWeekBody(n: NoticeOf): Block[] {
  const first = workingDay(n.date, 4);
  const days = [
    'Inaugural procession from the college gate to the playground; hoisting of the college flag; inauguration by the Principal',
    'Athletics: 100 m, 400 m, 1,500 m, long jump, shot put; quiz (preliminary)',
    'Football and volleyball finals; Borgeet and Bihu Naam competitions',
    'Debate, extempore speech and essay (Assamese and English); one-act plays',
    'Modern and folk dance, solo and group songs; quiz (final)',
    'Prize distribution and the closing function; cultural night',
  ];
  // Six days in a row, the Sunday left out.
  const dates = [first];
  while (dates.length < days.length) dates.push(workingDay(dates[dates.length - 1]!, 1));
  return [
    {
      caption: `College Week, session ${sessionOf(n.date)}`,
      columns: ['Day', 'Events'],
      rows: days.map((events, i) => [on(dates[i]!), events]),
      widths: [1.6, 4],
    },
    'Names for each event are to be given to the secretary concerned of the Students\u2019 Union two days before it. Sports events begin at 8:00 a.m. on the playground, literary events at 10:30 a.m. in the seminar hall, cultural events at 2:00 p.m. in the auditorium. Classes remain suspended during the week.',
  ];
}
