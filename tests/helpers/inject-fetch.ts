import type { FastifyInstance } from 'fastify';

/**
 * A fetch that answers from an app through inject(): a test reads /api through the contract
 * client, with the same routes, validation and headers as over HTTP, without a socket.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: Object.entries(response.headers).flatMap(([key, value]) =>
        value === undefined
          ? []
          : (Array.isArray(value) ? value : [String(value)]).map(
              (v) => [key, v] as [string, string],
            ),
      ),
    });
  };
}
