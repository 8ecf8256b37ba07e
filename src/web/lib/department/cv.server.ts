import { randomInt } from 'node:crypto';
import { CV_FILE_EXTENSION } from '../../../contract/constants.ts';

/** '{type}{random number}.pdf' (SPEC §9), with only safe characters from the type. */
export function cvFileName(type: string): string {
  const base = type.replace(/[^A-Za-z0-9_-]/g, '') || 'cv';
  return `${base}${randomInt(100_000, 1_000_000)}${CV_FILE_EXTENSION}`;
}
