import type { FastifyInstance } from 'fastify';
import { allCalls, type CallName } from '../contract/calls.ts';
import { createServices, type Services } from '../services/index.ts';
import { contractRoute, type ContractRouteOptions } from './contract-route.ts';
import type { ApiDeps } from './deps.ts';

/** Calls with their own route: getfiledata streams the file into its JSON (files.routes.ts). */
const OWN_ROUTES: ReadonlySet<CallName> = new Set(['getFileData']);

/** How a call's answer may be kept by others; by default API_CACHE_CONTROL. */
const OPTIONS: Partial<Record<CallName, ContractRouteOptions>> = {
  // Polled every second or two by the site's servers: read afresh, never kept by anyone.
  getSiteVersion: { cacheControl: 'no-cache' },
};

/**
 * Every call of the contract at its method and path, answered by the services (decision 079):
 * this layer validates the payload and sends the answer; the work is the services'. No answer
 * is kept here (decision 080): a service is a few indexed queries, and proxies keep answers by
 * their Cache-Control.
 */
export async function serviceRoutes(app: FastifyInstance, deps: ApiDeps & { services?: Services }) {
  const services = (deps.services ?? createServices(deps)) as Record<
    CallName,
    (payload?: unknown) => Promise<never>
  >;
  for (const name of Object.keys(allCalls) as CallName[]) {
    if (OWN_ROUTES.has(name)) continue;
    contractRoute(app, name, (payload) => services[name](payload), OPTIONS[name]);
  }
}
