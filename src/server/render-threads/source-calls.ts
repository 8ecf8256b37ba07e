import type { MessagePort } from 'node:worker_threads';
import { ApiError, type ApiErrorKind } from '../../contract/client.ts';

/**
 * The sources a render reads (the contract client, its bulk twin, the college's identity and
 * texts) live in the serving thread, with their caches and circuit breaker; a render thread reads
 * them through calls over a MessagePort, arguments and answers copied (structured clone).
 */
export type SourceName = 'api' | 'bulkApi' | 'site';
/** The names of each source's calls, read from the serving thread's objects. */
export type SourceShapes = Record<SourceName, string[]>;

type AnyCall = (...args: unknown[]) => Promise<unknown>;
type Sources = Record<SourceName, Record<string, unknown>>;

interface CallMessage {
  type: 'call';
  id: number;
  /** The render the call is made for (kept answers mark it); 0: none. */
  render: number;
  source: SourceName;
  name: string;
  args: unknown[];
}
type ReplyMessage = { id: number } & ({ value: unknown } | { error: SentError });

/** An error as it crosses: an ApiError keeps its fields, so that isOutage still knows it. */
type SentError =
  | {
      api: true;
      kind: ApiErrorKind;
      path: string;
      status: number;
      message: string;
      retryAfterMs?: number;
    }
  | { api: false; name: string; message: string };

function sendable(error: unknown): SentError {
  if (error instanceof ApiError) {
    const { kind, path, status, message, retryAfterMs } = error;
    return { api: true, kind, path, status, message, retryAfterMs };
  }
  const { name = 'Error', message = String(error) } = (error ?? {}) as Partial<Error>;
  return { api: false, name, message };
}

function received(error: SentError): Error {
  if (error.api) {
    return new ApiError(error.kind, error.path, error.status, error.message, error.retryAfterMs);
  }
  return Object.assign(new Error(error.message), { name: error.name });
}

/** The call names of each source, sent to the render threads once (functions only). */
export function shapesOf(sources: Sources): SourceShapes {
  const names = (source: Record<string, unknown>) =>
    Object.keys(source).filter((name) => typeof source[name] === 'function');
  return { api: names(sources.api), bulkApi: names(sources.bulkApi), site: names(sources.site) };
}

/**
 * Serving thread: answers the calls a render thread sends on `port`, each run by `within` as part
 * of the render it names (so that a kept answer marks that render).
 */
export function answerCalls(
  port: MessagePort,
  sources: Sources,
  within: <T>(render: number, call: () => T) => T,
): void {
  port.on('message', (message: CallMessage) => {
    if (message?.type !== 'call') return;
    const call = sources[message.source]?.[message.name];
    const reply = (answer: { value: unknown } | { error: SentError }) => {
      try {
        port.postMessage({ id: message.id, ...answer } satisfies ReplyMessage);
      } catch (error) {
        // An answer that cannot be copied is the render's error, not the server's.
        port.postMessage({ id: message.id, error: sendable(error) } satisfies ReplyMessage);
      }
    };
    if (typeof call !== 'function') {
      reply({ error: sendable(new Error(`no call ${message.source}.${message.name}`)) });
      return;
    }
    within(message.render, () => (call as AnyCall)(...message.args)).then(
      (value) => reply({ value }),
      (error: unknown) => reply({ error: sendable(error) }),
    );
  });
}

/**
 * Render thread: objects with the serving thread's calls, each sent over `port` tagged with the
 * render under way (`render()`), answered when the serving thread replies.
 */
export function callingSources(
  port: MessagePort,
  shapes: SourceShapes,
  render: () => number,
): Record<SourceName, Record<string, AnyCall>> {
  let lastId = 0;
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  port.on('message', (message: ReplyMessage) => {
    const call = waiting.get(message.id);
    if (!call) return;
    waiting.delete(message.id);
    if ('error' in message) call.reject(received(message.error));
    else call.resolve(message.value);
  });
  // Only while calls wait: an idle render thread must not be kept alive by its port.
  port.unref();
  const source = (name: SourceName) =>
    Object.fromEntries(
      shapes[name].map((call) => [
        call,
        (...args: unknown[]) =>
          new Promise((resolve, reject) => {
            const id = ++lastId;
            waiting.set(id, { resolve, reject });
            port.postMessage({
              type: 'call',
              id,
              render: render(),
              source: name,
              name: call,
              args,
            } satisfies CallMessage);
          }),
      ]),
    );
  return { api: source('api'), bulkApi: source('bulkApi'), site: source('site') };
}
