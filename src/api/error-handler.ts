import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './http-error.ts';

/**
 * Every error answers JSON naming the problem. A 4xx is the caller's (bad JSON, wrong types,
 * oversize bodies, unknown codes); anything else is ours: logged, and answered without details.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ status, message: error.message }, 'refused');
    return reply.code(status).send(errorBody(status, error.message));
  }
  request.log.error(error);
  return reply
    .code(500)
    .send(errorBody(500, 'Something went wrong on our side; please try again.'));
}
