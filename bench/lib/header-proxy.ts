import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeaderProxy {
  /** http://127.0.0.1:port */
  origin: string;
  close: () => Promise<void>;
}

/**
 * A pass-through proxy on a free port of 127.0.0.1 that forwards every request to `target` and
 * every answer back as it came (status, headers, bytes still compressed), less the response
 * headers named in `drop`. Bench probes put one in front of the server twice, once dropping
 * nothing, so that both sides of a comparison pay the same extra hop and differ in one header.
 */
export async function startHeaderProxy(target: string, drop: string[] = []): Promise<HeaderProxy> {
  const dropped = new Set(drop.map((name) => name.toLowerCase()));
  const host = new URL(target).host;
  const server = createServer((incoming, outgoing) => {
    const forward = request(
      new URL(incoming.url ?? '/', target),
      { method: incoming.method, headers: { ...incoming.headers, host } },
      (answer) => {
        const headers = Object.entries(answer.headers).filter(([name]) => !dropped.has(name));
        outgoing.writeHead(answer.statusCode ?? 502, Object.fromEntries(headers));
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
