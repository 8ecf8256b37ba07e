/**
 * What an account import takes (accounts-import.ts), apart from it so that the import screen
 * can say it without bringing the server's code into the browser.
 */
export const IMPORT_COLUMNS = ['name', 'email', 'role', 'department'] as const;
/** More than a college's staff is a wrong file. */
export const IMPORT_MAX_ROWS = 500;
