import { STATUS_CODES } from 'node:http';

/** The body of every error answer of the API: { statusCode, error, message }. */
export function errorBody(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}
