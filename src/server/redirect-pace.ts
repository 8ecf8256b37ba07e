import type { FastifyRequest } from 'fastify';
import { IN_PROCESS_ADDRESS } from './inject-fetch.ts';
import { createRenderBudget } from './render-budget.ts';
import { createRefusalPace } from './security/refusal-pace.ts';
import { clientAddress } from './security/rate-limit.ts';

export interface RedirectLimits {
  /** Redirects a minute one address gets at once (RATE_LIMIT_PER_MINUTE); 0: no budget. */
  redirectsPerMinute?: number;
  /**
   * The pause before each redirect past that budget, and before a refusal past any other
   * per-address budget (REFUSAL_DELAY_MS); 0 or absent: none.
   */
  refusalDelayMs?: number;
}

/**
 * Holds a redirect to a page's canonical address when its address has had many (decision 067).
 * A redirect is cheap, but a client that asks for new unknown parameters as fast as it is
 * answered got ten thousand a second, each parsed and answered on the cores a visitor's kept
 * page needs. Past the address's budget the redirect is still sent, after the same pause as a
 * refusal: hundreds of students behind one campus address who follow a link with a tracking
 * parameter all arrive, a second later at worst, while a flood slows to one answer a second per
 * connection. The site's own in-process requests are never held.
 */
export function createRedirectPace(limits: RedirectLimits = {}) {
  const budget = createRenderBudget(limits.redirectsPerMinute ?? 0);
  const pace = createRefusalPace(limits.refusalDelayMs ?? 0);
  return async (request: FastifyRequest) => {
    if (request.socket.remoteAddress === IN_PROCESS_ADDRESS) return;
    if (!budget.charge(clientAddress(request)).allowed) await pace();
  };
}
