import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FailingBackend {
  /** The base address to give a site as API_URL. */
  apiUrl: string;
  stop(): Promise<void>;
}

/**
 * A backend that answers like the one at `apiUrl`, except that the calls whose path (or, for
 * POST calls, whose JSON payload's `type`) is listed fail with 503. It lets a test show that a
 * page survives the failure of one of its sources.
 */
export async function startFailingBackend(
  apiUrl: string,
  fails: { paths?: string[]; types?: string[] },
): Promise<FailingBackend> {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = (request.url ?? '/').replace(/^\/api/, '');
    const type = body.length ? (JSON.parse(body.toString()) as { type?: string }).type : undefined;
    if (fails.paths?.includes(path) || (type && fails.types?.includes(type))) {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'down' }),
      );
      return;
    }
    const answer = await fetch(`${apiUrl}${path}`, {
      method: request.method,
      headers: { 'content-type': 'application/json', unit: 'website' },
      body: request.method === 'GET' ? undefined : body,
    });
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    stop: () => new Promise((done) => server.close(() => done())),
  };
}
