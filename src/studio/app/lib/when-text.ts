import { format, parseISO } from 'date-fns';

/** '3 Mar 2026' for a date, '3 Mar 2026, 14:05' for a date-time; as given when unreadable. */
export function whenText(at: string): string {
  const date = parseISO(at);
  if (Number.isNaN(date.getTime())) return at;
  return at.length <= 10 ? format(date, 'd MMM yyyy') : format(date, 'd MMM yyyy, HH:mm');
}
