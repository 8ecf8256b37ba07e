import type { Field } from './field.ts';
import { HOLIDAY_FIELDS } from './holidays.ts';
import { NOTICE_FIELDS } from './notices.ts';

/** Every table described once (decision 082), by its name: what the agreement test walks. */
export const DESCRIBED_TABLES = {
  notices: NOTICE_FIELDS,
  holidays: HOLIDAY_FIELDS,
} as const satisfies Record<string, readonly Field[]>;
