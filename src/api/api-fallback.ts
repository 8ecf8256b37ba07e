import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allCalls } from '../contract/calls.ts';
import { errorBody } from './http-error.ts';
import { refuseMethod } from './methods.ts';

/** The methods each path of the contract takes; a GET call answers HEAD too. */
const METHODS = new Map<string, string[]>();
for (const call of Object.values(allCalls)) {
  const methods = METHODS.get(call.path) ?? [];
  methods.push(...(call.method === 'GET' ? ['GET', 'HEAD'] : [call.method]));
  METHODS.set(call.path, methods);
}

/**
 * Every /api address that is not a call, in JSON: an unknown path 404, a known path with another
 * method 405 with Allow. It claims /api/* for every method, so no /api address falls through to
 * the pages. Its body is never read: the answer does not depend on it.
 */
export async function apiFallback(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => {
    payload.resume();
    done(null);
  });
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '';
    const methods = METHODS.get(url.replace(/^\/api/, ''));
    if (methods) return refuseMethod(request, reply, methods);
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .send(
        errorBody(404, `No call ${request.method} ${url}; the calls are listed in docs/api.md.`),
      );
  };
  app.all('/', answer);
  app.all('/*', answer);
  // Methods outside Fastify's list (PROPFIND, …) reach no route: the same answer.
  app.setNotFoundHandler(answer);
}
