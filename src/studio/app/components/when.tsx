import { useRouteLoaderData } from 'react-router';
import { whenText } from '../lib/when-text.ts';

/** The college's time zone, as the root loader gives it to every screen (TIME_ZONE). */
export function useTimeZone(): string {
  return useRouteLoaderData<{ timeZone: string }>('root')?.timeZone ?? 'Asia/Kolkata';
}

/** A date or date-time for staff, in a <time> element, in the college's time zone. */
export function When({ at }: { at: string | null }) {
  const timeZone = useTimeZone();
  if (!at) return null;
  return <time dateTime={at}>{whenText(at, timeZone)}</time>;
}
