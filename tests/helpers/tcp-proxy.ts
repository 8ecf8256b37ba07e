import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** From now on nothing passes either way, and new connections are taken and never answered. */
  hang(): void;
  /** Every connection is cut and new ones are refused, as when the server behind stops. */
  stop(): Promise<void>;
}

/**
 * A TCP proxy on a free port of 127.0.0.1 to target, which a test can hang or stop: a database
 * server that stops answering or goes away, as the process in front of it sees it.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let hung = false;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };
  const server = createServer((client) => {
    track(client);
    if (hung) return;
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.on('data', (chunk) => hung || upstream.write(chunk));
    upstream.on('data', (chunk) => hung || client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hang: () => (hung = true),
    async stop() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
