/**
 * Loaded into a test server with `node --import` (tests/server/shutdown.test.ts): holds the
 * calls the site's pages make to the services (in process, src/services/services-client.ts)
 * from SIGWINCH on, and lets them go on 100 ms after SIGTERM, so that a render in flight reads
 * its data after the shutdown began. The services publish each call on a diagnostics channel,
 * where a watcher may make it wait. Plain JavaScript, so that plain node loads it before the
 * compiled server (through tsx, the server's modules would pay its loader: 2 s of CPU a start).
 */
import { subscribe } from 'node:diagnostics_channel';

let holding = false;
/** @type {() => void} */
let release = () => undefined;
const released = new Promise((resolve) => (release = () => resolve(undefined)));

process.on('SIGWINCH', () => {
  holding = true;
  console.log('hold-api-calls: holding');
});
process.on('SIGTERM', () => setTimeout(release, 100));

subscribe('college:service-call', (message) => {
  if (!holding) return;
  const call = /** @type {{ name: string; wait?: Promise<unknown> }} */ (message);
  console.log(`hold-api-calls: held ${call.name}`);
  call.wait = released.then(() => console.log(`hold-api-calls: answered ${call.name}`));
});
