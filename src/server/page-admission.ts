import type { FastifyRequest } from 'fastify';
import type { Busy } from '../cache/answer-cache.ts';
import { createRenderBudget } from './render-budget.ts';
import { createRenderGate, type RenderGate } from '../cache/render-gate.ts';
import { inSeconds, type Refusal } from './refusal-page.ts';
import { createRefusalPace, type RefusalPace } from './security/refusal-pace.ts';
import { clientAddress } from './security/rate-limit.ts';

export interface RenderLimits {
  /** Page renders in flight at once (RENDERS_IN_FLIGHT); 0: no bound. */
  inFlight: number;
  /** Renders that may wait for a place; beyond them, 503. */
  queue: number;
  /** How long a render waits for a place before its 503 (RENDER_WAIT_MS); 0: its turn. */
  waitMs?: number;
  /** Renders a minute one address may start (RATE_LIMIT_RENDERS_PER_MINUTE); 0: no budget. */
  perMinute: number;
  /** Redirects a minute one address gets at once (RATE_LIMIT_PER_MINUTE); 0 or absent: no budget. */
  redirectsPerMinute?: number;
  /**
   * The pause before a refusal past the budget of renders, and before each redirect past the
   * budget of redirects (REFUSAL_DELAY_MS); 0 or absent: none.
   */
  refusalDelayMs?: number;
}

export interface PageAdmission {
  /** Runs a render within the bound on renders in flight (see src/cache/render-gate.ts). */
  gate: RenderGate;
  /**
   * Why a page request is refused before any work, or undefined: a body it would have to read,
   * or a render it would start past its address's budget. A page that is kept, or already being
   * rendered for someone, costs nothing and is never refused.
   */
  refuse(request: FastifyRequest, startsRender: boolean): Refusal | undefined;
  /** Holds a refusal past the address's budget before it is answered (refusal-pace.ts). */
  pace: RefusalPace;
  /**
   * Holds a redirect to a page's canonical address when its address has had many (decision
   * 067). A redirect is cheap, but a client asking for new unknown parameters as fast as it is
   * answered got ten thousand a second, each parsed and answered on the cores a visitor's kept
   * page needs. Past the budget the redirect is still sent, after the same pause as a refusal:
   * hundreds of students behind one campus address who follow a link with a tracking parameter
   * all arrive, a second later at worst, while a flood slows to one answer a second per
   * connection.
   */
  holdRedirect(request: FastifyRequest): Promise<void>;
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
  const redirects = createRenderBudget(limits.redirectsPerMinute ?? 0);
  const pace = createRefusalPace(limits.refusalDelayMs ?? 0);
  return {
    gate: createRenderGate(limits),
    pace,
    async holdRedirect(request) {
      if (!redirects.charge(clientAddress(request)).allowed) {
        await pace();
      }
    },
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
      if (!startsRender) return undefined;
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
