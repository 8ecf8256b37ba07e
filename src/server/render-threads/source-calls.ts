import type { MessagePort } from 'node:worker_threads';
import { LRUCache } from 'lru-cache';
import type { CallName } from '../../contract/calls.ts';
import { ApiError, UNCACHED_CALLS, type ApiErrorKind } from '../../contract/client.ts';
import { withinRender, type KeptAnswers } from '../kept-answers.ts';

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
/** `kept`: the answer was kept through an outage (the render is marked; the thread keeps it not). */
type ReplyMessage = { id: number } & ({ value: unknown; kept: boolean } | { error: SentError });

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
 * Serving thread: answers the calls a render thread sends on `port`. A kept answer served for a
 * call is told to `noteKept` with the render the call names (the render is then marked).
 */
export function answerCalls(
  port: MessagePort,
  sources: Sources,
  noteKept: (render: number, keptSince: number) => void,
): void {
  port.on('message', (message: CallMessage) => {
    if (message?.type !== 'call') return;
    const call = sources[message.source]?.[message.name];
    const reply = (answer: { value: unknown; kept: boolean } | { error: SentError }) => {
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
    const kept: KeptAnswers = {};
    const noted = () => {
      if (kept.keptSince !== undefined) noteKept(message.render, kept.keptSince);
      return kept.keptSince !== undefined;
    };
    withinRender(kept, () => (call as AnyCall)(...message.args)).then(
      (value) => reply({ value, kept: noted() }),
      (error: unknown) => {
        noted();
        reply({ error: sendable(error) });
      },
    );
  });
}

/** What a render thread keeps of the answers it was sent (see callingSources). */
export interface AnswerMemo {
  /** How long an answer is reused; 0: never (each call goes to the serving thread). */
  ms: number;
  /** The content generation the thread knows: part of every key. */
  generation: () => string;
}

/** Answers a render thread keeps at most. */
const MEMO_ANSWERS = 2000;

/**
 * Render thread: objects with the serving thread's calls, each sent over `port` tagged with the
 * render under way (`render()`), answered when the serving thread replies. A fresh answer of the
 * pages' client is reused for `memo.ms` (a second at most, within API_CACHE_TTL_MS): the serving
 * thread would answer it from its cache anyway, and a round trip waits for a turn of its event
 * loop, which under a flood is long. Answers kept through an outage, errors, the bulk client's
 * (read once per catalogue) and calls no cache keeps are never reused.
 */
export function callingSources(
  port: MessagePort,
  shapes: SourceShapes,
  render: () => number,
  memo: AnswerMemo = { ms: 0, generation: () => '' },
): Record<SourceName, Record<string, AnyCall>> {
  let lastId = 0;
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  port.on('message', (message: ReplyMessage) => {
    const call = waiting.get(message.id);
    if (!call) return;
    waiting.delete(message.id);
    if ('error' in message) call.reject(received(message.error));
    else call.resolve(message);
  });
  // Only while calls wait: an idle render thread must not be kept alive by its port.
  port.unref();
  const answers =
    memo.ms > 0
      ? new LRUCache<string, { value: unknown }>({ max: MEMO_ANSWERS, ttl: memo.ms })
      : undefined;
  const send = (source: SourceName, name: string, args: unknown[]) =>
    new Promise<{ value: unknown; kept: boolean }>((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      port.postMessage({
        type: 'call',
        id,
        render: render(),
        source,
        name,
        args,
      } satisfies CallMessage);
    });
  const source = (name: SourceName) =>
    Object.fromEntries(
      shapes[name].map((call) => {
        const reused = answers && name !== 'bulkApi' && !UNCACHED_CALLS.has(call as CallName);
        return [
          call,
          async (...args: unknown[]) => {
            const key = reused ? JSON.stringify([name, call, memo.generation(), args]) : '';
            const known = reused ? answers.get(key) : undefined;
            if (known) return known.value;
            const { value, kept } = await send(name, call, args);
            if (reused && !kept) answers.set(key, { value });
            return value;
          },
        ];
      }),
    );
  return { api: source('api'), bulkApi: source('bulkApi'), site: source('site') };
}
