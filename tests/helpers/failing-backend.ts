import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the whole backend behaves: passes calls on, answers 503 to all (or the status of
 * FailWith), accepts and never answers, or refuses connections (nothing listens on its port).
 */
export type BackendMode = 'pass' | 'fail' | 'hang' | 'refuse';

/** How 'fail' answers: a status (429 as an API tier's rate limit, 500, 502, …) and Retry-After. */
export interface FailWith {
  status: number;
  retryAfter?: string;
}

export interface FailingBackend {
  /** The base address to give a site as API_URL. */
  apiUrl: string;
  /** Switches the behaviour of every call from now on (mid-run failures). */
  setMode(mode: BackendMode, failWith?: FailWith): Promise<void>;
  /** How many calls reached it, by path (e.g. '/site/version'). */
  calls: Map<string, number>;
  stop(): Promise<void>;
}

export interface FailingBackendOptions {
  /** Calls whose path is listed fail with 503. */
  paths?: string[];
  /** POST calls whose JSON payload's `type` is listed fail with 503. */
  types?: string[];
  /** Calls whose path is listed answer 404, as a backend of the spec alone would (/site/…). */
  missing?: string[];
  /** Calls whose path is listed answer 200 with JSON that breaks the contract. */
  broken?: string[];
}

/** An answer no call of the contract accepts (every answer is an object or a list). */
export const BROKEN_ANSWER = '"not what the contract says"';

const sendJson = (
  response: ServerResponse,
  status: number,
  message: string,
  retryAfter?: string,
) => {
  const headers = { 'content-type': 'application/json' };
  response.writeHead(status, retryAfter ? { ...headers, 'retry-after': retryAfter } : headers);
  response.end(JSON.stringify({ statusCode: status, message }));
};

/**
 * A backend that answers like the one at `apiUrl`, except for the calls it is told to fail, and
 * all of them once its mode says so. It lets a test show that a page survives the failure of
 * one of its sources, and that the site keeps serving when the whole backend goes away.
 */
export async function startFailingBackend(
  apiUrl: string,
  fails: FailingBackendOptions = {},
): Promise<FailingBackend> {
  let mode: BackendMode = 'pass';
  let failWith: FailWith = { status: 503 };
  const calls = new Map<string, number>();
  const hanging = new Set<ServerResponse>();
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = (request.url ?? '/').replace(/^\/api/, '');
    calls.set(path, (calls.get(path) ?? 0) + 1);
    if (mode === 'hang') {
      hanging.add(response);
      response.once('close', () => hanging.delete(response));
      return;
    }
    if (fails.missing?.includes(path)) return sendJson(response, 404, `No call ${path}`);
    if (fails.broken?.includes(path)) {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(BROKEN_ANSWER);
    }
    const type = body.length ? (JSON.parse(body.toString()) as { type?: string }).type : undefined;
    if (mode === 'fail' || fails.paths?.includes(path) || (type && fails.types?.includes(type))) {
      return sendJson(response, failWith.status, 'down', failWith.retryAfter);
    }
    const answer = await fetch(`${apiUrl}${path}`, {
      method: request.method,
      headers: { 'content-type': 'application/json', unit: 'website' },
      body: request.method === 'GET' ? undefined : body,
    });
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  const listen = (port: number) =>
    new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const close = () =>
    new Promise<void>((done) => {
      if (!server.listening) return done();
      server.close(() => done());
      // Kept-alive and hanging connections would outlive close(): end them too.
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
    });

  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    calls,
    async setMode(next, how = { status: 503 }) {
      failWith = how;
      if (next === 'refuse') await close();
      else if (mode === 'refuse') await listen(port);
      if (next !== 'hang') for (const response of hanging) response.destroy();
      mode = next;
    },
    stop: close,
  };
}
