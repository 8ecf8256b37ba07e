import { channel } from 'node:diagnostics_channel';
import { allCalls, type CallName } from '../contract/calls.ts';
import { ApiError, isApiError, type ApiClient } from '../contract/client.ts';
import { refused } from './refused.ts';
import type { Services } from './services.ts';

type AnyService = (payload?: unknown) => Promise<unknown>;

/**
 * Each call the pages make, published for whoever watches (tests count renders by them, and
 * hold or fail them to stage a slow or failing database). A watcher may set `wait`: the call
 * waits for it, and fails with its error if it rejects. Nothing is published without watchers.
 */
export const SERVICE_CALLS = channel('college:service-call');
export interface ServiceCallMessage {
  name: CallName;
  payload: unknown;
  wait?: Promise<unknown>;
}

/**
 * The contract client's interface over the services, in process (decision 079): the site's
 * loaders read the database through the same functions /api sends, with no request, no JSON
 * and no answer parse between them. The payload is still read by the call's request schema, as
 * the API reads it: it fills defaults and turns the year's text into a number (microseconds
 * for a few small fields), and a bad one is the API's 400. A failure that is not a refusal (the
 * database down) is a 500, as the API would answer it: an outage to the pages, which then serve
 * their last good copies.
 */
export function servicesClient(services: Services): ApiClient {
  const byName = services as unknown as Record<CallName, AnyService>;
  const run = async (name: CallName, payload?: unknown) => {
    try {
      if (SERVICE_CALLS.hasSubscribers) {
        const message: ServiceCallMessage = { name, payload };
        SERVICE_CALLS.publish(message);
        await message.wait;
      }
      return await byName[name](payload);
    } catch (error) {
      if (isApiError(error)) throw error;
      const { path } = allCalls[name];
      throw new ApiError('http', path, 500, `${path}: ${String(error)}`);
    }
  };
  return Object.fromEntries(
    (Object.keys(allCalls) as CallName[]).map((name) => {
      const call = allCalls[name];
      if (call.method === 'GET') return [name, () => run(name)];
      return [
        name,
        (payload?: unknown) => {
          const parsed = call.request.safeParse(payload ?? {});
          if (!parsed.success) return Promise.reject(refused(name, parsed.error.message, 400));
          return run(name, parsed.data);
        },
      ];
    }),
  ) as ApiClient;
}
