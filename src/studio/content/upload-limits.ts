/**
 * What one account may have on its way to the studio at once (decision 071), read by the browser
 * (it sends files two at a time, in parts) and by the server (it refuses past them).
 */

/** Each request of a file sent in parts carries one megabyte at most. */
export const PART_BYTES = 1024 * 1024;
/** Files the editor sends at the same time; the others wait their turn in the browser. */
export const UPLOADS_AT_ONCE = 2;
/** Unfinished uploads one account may have (a second tab, a broken connection left behind). */
export const MAX_OPEN_UPLOADS = 4;
/** The bytes those unfinished uploads may add up to, as their sizes were declared. */
export const MAX_OPEN_UPLOAD_BYTES = 100 * 1024 * 1024;
/** An upload with no part for this long makes room for a new one of the same account. */
export const UPLOAD_IDLE_MS = 10 * 60 * 1000;
/** An upload with no part for this long is given up, with its parts (it was 24 hours). */
export const UPLOAD_LIFETIME_MS = 60 * 60 * 1000;
