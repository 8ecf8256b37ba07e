import type { FastifyRequest } from 'fastify';
import type { Busy } from '../cache/answer-cache.ts';
import { IN_PROCESS_ADDRESS } from './inject-fetch.ts';
import { createRenderBudget } from './render-budget.ts';
import { createRenderGate, type RenderGate } from './render-gate.ts';
import type { RedirectLimits } from './redirect-pace.ts';
import { inSeconds, type Refusal } from './refusal-page.ts';
import { createRefusalPace, type RefusalPace } from './security/refusal-pace.ts';
import { clientAddress } from './security/rate-limit.ts';

/** With the redirects one address gets before they are held, and the pause (redirect-pace.ts). */
export interface RenderLimits extends RedirectLimits {
  /** Page renders in flight at once (RENDERS_IN_FLIGHT); 0: no bound. */
  inFlight: number;
  /** Renders that may wait for a place; beyond them, 503. */
  queue: number;
  /** Renders a minute one address may start (RATE_LIMIT_RENDERS_PER_MINUTE); 0: no budget. */
  perMinute: number;
}

export interface PageAdmission {
  /** Runs a render within the bound on renders in flight (see render-gate.ts). */
  gate: RenderGate;
  /**
   * Why a page request is refused before any work, or undefined: a body it would have to read,
   * or a render it would start past its address's budget. A page that is kept, or already being
   * rendered for someone, costs nothing and is never refused.
   */
  refuse(request: FastifyRequest, startsRender: boolean): Refusal | undefined;
  /** Holds a refusal past the address's budget before it is answered (refusal-pace.ts). */
  pace: RefusalPace;
}

/** A GET or HEAD with content (which has no meaning for a page). */
const carriesBody = (request: FastifyRequest) => {
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
};

export function createPageAdmission(limits: RenderLimits): PageAdmission {
  const budget = createRenderBudget(limits.perMinute);
  return {
    gate: createRenderGate(limits),
    pace: createRefusalPace(limits.refusalDelayMs ?? 0),
    refuse(request, startsRender) {
      // Answered without reading the body, and the connection closed rather than drained.
      if (carriesBody(request)) {
        return {
          status: 413,
          title: 'A page is asked for without a body',
          message: 'This request carried content, which a page does not read.',
          close: true,
        };
      }
      if (!startsRender || request.socket.remoteAddress === IN_PROCESS_ADDRESS) return undefined;
      const charge = budget.charge(clientAddress(request));
      if (charge.allowed) return undefined;
      return {
        status: 429,
        title: 'Too many new pages from your address',
        message:
          'Your address has asked for many pages that had to be made afresh in the last minute. ' +
          `Please try again in ${inSeconds(charge.retryAfterSeconds)}. ` +
          'Pages that were visited recently still open at once.',
        retryAfterSeconds: charge.retryAfterSeconds,
      };
    },
  };
}

/** The answer when too many pages are being made at once and this one is not kept. */
export const busyRefusal = (busy: Busy): Refusal => ({
  status: 503,
  title: 'The site is busy',
  message: `Many pages are being made at this moment. Please try again in ${inSeconds(busy.retryAfterSeconds)}.`,
  retryAfterSeconds: busy.retryAfterSeconds,
});
