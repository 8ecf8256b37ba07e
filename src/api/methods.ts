import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './http-error.ts';

/** Every address outside /api is read-only. */
export const READ_METHODS = ['GET', 'HEAD'] as const;

export const isReadMethod = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * A method the address does not take: 405 naming the ones it does in Allow. OPTIONS asks just
 * that, so it gets the Allow header with 204 (and no CORS headers: the site offers none).
 */
export function refuseMethod(
  request: FastifyRequest,
  reply: FastifyReply,
  allowed: readonly string[],
) {
  const allow = allowed.join(', ');
  reply.header('allow', allow).header('cache-control', 'no-store');
  if (request.method === 'OPTIONS') return reply.code(204).send();
  return reply
    .code(405)
    .send(errorBody(405, `${request.method} is not allowed at this address; it takes ${allow}.`));
}
