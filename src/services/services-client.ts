import { allCalls, type CallName } from '../contract/calls.ts';
import type { ApiClient } from '../contract/client.ts';
import { refused } from './refused.ts';
import type { Services } from './services.ts';

type AnyService = (payload?: unknown) => Promise<unknown>;

/**
 * The contract client's interface over the services, in process (decision 079): the site's
 * loaders read the database through the same functions /api sends, with no request, no JSON
 * and no answer parse between them. The payload is still read by the call's request schema, as
 * the API reads it: it fills defaults and turns the year's text into a number (microseconds
 * for a few small fields), and a bad one is the API's 400.
 */
export function servicesClient(services: Services): ApiClient {
  const byName = services as unknown as Record<CallName, AnyService>;
  return Object.fromEntries(
    (Object.keys(allCalls) as CallName[]).map((name) => {
      const call = allCalls[name];
      const service = byName[name];
      if (call.method === 'GET') return [name, () => service()];
      return [
        name,
        (payload?: unknown) => {
          const parsed = call.request.safeParse(payload ?? {});
          if (!parsed.success) return Promise.reject(refused(name, parsed.error.message, 400));
          return service(parsed.data);
        },
      ];
    }),
  ) as ApiClient;
}
