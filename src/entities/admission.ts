import { field } from './field.ts';

/**
 * The `admission` settings row (SPEC's admissionSettings.json): a JSON value keyed by its
 * fields' columns (settings key ADMISSION_KEY), written from admission.yaml and the studio's
 * Admission item, answered by GET /settings/admissionSettings.json. A status left out of the
 * folder is 0: the button hidden.
 */
export const ADMISSION_KEY = 'admission';

export const ADMISSION_FIELDS = [
  field('status', 'switch', {
    label: 'Show the online-admission button',
    what: 'the button',
  }),
  field('session', 'line', {
    max: 20,
    label: 'Session',
    what: 'the session',
    hint: 'Like 2026-27',
  }),
  field('link', 'url', {
    extension: true,
    label: 'Admission link',
    what: 'the admission link',
    hint: "Where the button leads; empty: the site's usual admission address",
  }),
] as const;
