import { createServer, type Server } from 'node:net';

/** The default ports of the site and the studio (src/config/config.ts), which no test may need. */
export const DEFAULT_PORTS = [3000, 3001];

/** Listens on 127.0.0.1:port; false when another program holds it already. */
function listen(server: Server, port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(false) : reject(error),
    );
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
}

/**
 * Holds the given ports as another program would, until release(): a server a test starts must
 * then take other ones. A port some program holds already stays held by it.
 */
export async function holdPorts(ports: number[]): Promise<{ release(): Promise<void> }> {
  const held: Server[] = [];
  for (const port of ports) {
    const server = createServer((socket) => socket.destroy());
    if (await listen(server, port)) held.push(server);
  }
  return {
    async release() {
      await Promise.all(held.map((server) => new Promise((done) => server.close(done))));
    },
  };
}
