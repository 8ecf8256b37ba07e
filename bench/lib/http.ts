import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent: still compressed (fetch would decompress them). */
  body: Buffer;
}

/** A GET whose body comes back exactly as the server sent it. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return rawRequest(url, { headers });
}

/** A request whose answer's body comes back exactly as the server sent it. */
export function rawRequest(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Every path answers 200, or the bench stops here: a figure of 404 pages would mislead. */
export async function expectPages(origin: string, paths: string[]): Promise<void> {
  const failed: string[] = [];
  for (const path of paths) {
    const answer = await rawGet(`${origin}${path}`);
    if (answer.status !== 200) failed.push(`${path}: ${answer.status}`);
  }
  if (failed.length) throw new Error(`These pages do not answer 200:\n  ${failed.join('\n  ')}`);
}
