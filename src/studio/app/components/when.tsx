import { whenText } from '../lib/when-text.ts';

/** A date or date-time for staff, in a <time> element. */
export function When({ at }: { at: string | null }) {
  if (!at) return null;
  return <time dateTime={at}>{whenText(at)}</time>;
}
