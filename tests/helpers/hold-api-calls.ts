/**
 * Loaded into a test server with `node --import` (tests/server/shutdown.test.ts): holds the
 * site's in-process API calls (app.inject) from SIGWINCH on, and lets them go on 100 ms after
 * SIGTERM, so that a render in flight makes its API calls after the shutdown began. Fastify
 * announces each new instance on a diagnostics channel, where its inject is wrapped.
 */
import { subscribe } from 'node:diagnostics_channel';

type Inject = (...args: unknown[]) => unknown;

let holding = false;
let release: () => void = () => undefined;
const released = new Promise<void>((resolve) => (release = resolve));

process.on('SIGWINCH', () => {
  holding = true;
  console.log('hold-api-calls: holding');
});
process.on('SIGTERM', () => setTimeout(release, 100));

subscribe('fastify.initialization', (message) => {
  const app = (message as { fastify: { inject: Inject } }).fastify;
  const inject = app.inject;
  app.inject = function heldInject(this: unknown, ...args: unknown[]) {
    if (!holding) return inject.apply(this, args);
    console.log(`hold-api-calls: held ${(args[0] as { url?: string }).url}`);
    return released.then(() => inject.apply(this, args));
  };
});
