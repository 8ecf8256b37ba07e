import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/** How often a closing server looks for connections that went idle after their answer. */
const POLL_MS = 25;

/**
 * On close, Node closes the keep-alive connections that are idle at that moment, and then waits
 * for every other connection to end. A connection whose answer was still being made goes idle a
 * moment later and stays open until its keep-alive timeout, well past the shutdown deadline: the
 * process would exit 1 instead of 0. So from the start of the close until the server has
 * closed, connections are closed as soon as they go idle, each after its full answer.
 */
export const gracefulClose = fastifyPlugin(async function gracefulClose(app: FastifyInstance) {
  const server = app.server;
  app.addHook('preClose', async () => {
    if (!server.listening) return;
    const timer = setInterval(() => server.closeIdleConnections(), POLL_MS);
    server.once('close', () => clearInterval(timer));
  });
});
