import type { FastifyReply } from 'fastify';
import { errorBody } from '../http-error.ts';

/** How many files are sent at once unless FILE_ANSWERS_IN_FLIGHT says otherwise. */
export const DEFAULT_FILE_ANSWERS_IN_FLIGHT = 4;
/** When a refused caller may try again, in seconds. */
export const FILE_RETRY_AFTER_SECONDS = 5;

/**
 * A bound on file answers being sent at once (/getfiledata, CV downloads), shared by all of them
 * in a process: beyond it a caller is refused at once (503), never queued, so a crowd of
 * downloads cannot hold memory, file handles or database reads without end.
 */
export interface FileAnswerSlots {
  /** A slot, with the function that gives it back (once, however often called); or undefined. */
  take(): (() => void) | undefined;
  /** Slots taken now. */
  readonly inUse: number;
}

export function createFileAnswerSlots(limit: number): FileAnswerSlots {
  let inUse = 0;
  return {
    take() {
      if (inUse >= limit) return undefined;
      inUse += 1;
      let given = false;
      return () => {
        if (given) return;
        given = true;
        inUse -= 1;
      };
    },
    get inUse() {
      return inUse;
    },
  };
}

export const BUSY_MESSAGE = `Too many files are being sent right now; please try again in ${FILE_RETRY_AFTER_SECONDS} seconds.`;

/** The API's refusal when every slot is taken: 503, Retry-After, the contract's error body. */
export function sendBusy(reply: FastifyReply) {
  return reply
    .code(503)
    .header('retry-after', String(FILE_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .send(errorBody(503, BUSY_MESSAGE));
}
