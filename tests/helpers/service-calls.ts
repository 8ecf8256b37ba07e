import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { ServiceCallMessage } from '../../src/services/services-client.ts';

export type { ServiceCallMessage };

/**
 * Watches the calls the pages make to the services in this process (services-client.ts): to
 * count renders by them, or to hold or fail them (set `message.wait`). Returns the way to stop.
 */
export function watchServiceCalls(watch: (message: ServiceCallMessage) => void): () => void {
  const listener = (message: unknown) => watch(message as ServiceCallMessage);
  subscribe('college:service-call', listener);
  return () => unsubscribe('college:service-call', listener);
}
