import { subscribe } from 'node:diagnostics_channel';
import type { MessagePort } from 'node:worker_threads';
import type { CallName } from '../../contract/calls.ts';
import { ApiError, type ApiErrorKind } from '../../contract/client.ts';
import { SERVICE_CALLS, type ServiceCallMessage } from '../../services/services-client.ts';

/**
 * A render thread calls the services over its own database handle (decision 080): no data
 * crosses to the serving thread. But the serving thread's watchers of the services' calls (the
 * tests, which count, hold or fail them: services-client.ts) must see them: while the serving
 * thread has watchers, a render is sent `watched`, and each of its calls is told to the serving
 * thread, published there, and waits for what a watcher set. Unwatched, nothing crosses.
 */
interface WatchedCall {
  type: 'service-call';
  id: number;
  name: CallName;
  payload: unknown;
}
interface WatchedReply {
  type: 'service-reply';
  id: number;
  error?: SentError;
}

/** An error as it crosses: an ApiError keeps its fields, so that isOutage still knows it. */
type SentError =
  | { api: true; kind: ApiErrorKind; path: string; status: number; message: string }
  | { api: false; message: string };

function sendable(error: unknown): SentError {
  if (error instanceof ApiError) {
    const { kind, path, status, message } = error;
    return { api: true, kind, path, status, message };
  }
  return { api: false, message: String((error as Error | null)?.message ?? error) };
}

function received(error: SentError): Error {
  if (error.api) return new ApiError(error.kind, error.path, error.status, error.message);
  return new Error(error.message);
}

/** Serving thread: publishes each call a thread tells of, and answers when its watcher lets go. */
export function publishWatchedCalls(port: MessagePort): void {
  port.on('message', (message: WatchedCall) => {
    if (message?.type !== 'service-call') return;
    const call: ServiceCallMessage = { name: message.name, payload: message.payload };
    SERVICE_CALLS.publish(call);
    const reply = (error?: unknown) =>
      port.postMessage({
        type: 'service-reply',
        id: message.id,
        ...(error === undefined ? {} : { error: sendable(error) }),
      } satisfies WatchedReply);
    Promise.resolve(call.wait).then(() => reply(), reply);
  });
}

/** Render thread: while `watched()` says so, each call of the services waits for the serving thread. */
export function tellWatchedCalls(port: MessagePort, watched: () => boolean): void {
  let lastId = 0;
  const waiting = new Map<number, (error?: Error) => void>();
  port.on('message', (message: WatchedReply) => {
    if (message?.type !== 'service-reply') return;
    waiting.get(message.id)?.(message.error && received(message.error));
    waiting.delete(message.id);
  });
  subscribe(SERVICE_CALLS.name, (message) => {
    if (!watched()) return;
    const call = message as ServiceCallMessage;
    const id = ++lastId;
    call.wait = new Promise<void>((resolve, reject) => {
      waiting.set(id, (error) => (error ? reject(error) : resolve()));
    });
    port.postMessage({
      type: 'service-call',
      id,
      name: call.name,
      payload: call.payload,
    } satisfies WatchedCall);
  });
}
