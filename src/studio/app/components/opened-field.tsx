import { OPENED } from '../lib/form-identity.ts';

/** The hidden value that says what a plain form was opened on (decision 070). */
export function OpenedField({ value }: { value: string }) {
  return <input type="hidden" name={OPENED} value={value} />;
}
