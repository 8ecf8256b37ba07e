import { request } from 'node:http';

/** An answer's status, or why there was none ('ECONNRESET', 'timeout', …). */
export type Outcome = number | string;

export interface AbuseAnswer {
  outcome: Outcome;
  headers: Record<string, string | string[] | undefined>;
  /** The body as text (the first MB), once it arrived. */
  text: string;
}

/**
 * One request on a connection of its own, as an abuser sends it: the answer counts from its
 * head, even when the server answers before the body is all sent (a 413) and then closes the
 * connection, which would fail a fetch. Never rejects: no answer is an outcome too.
 */
export function send(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    timeoutMs = 60_000,
  }: { method?: string; headers?: Record<string, string>; body?: Buffer; timeoutMs?: number },
): Promise<AbuseAnswer> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (answer: AbuseAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const failed = (outcome: string) => done({ outcome, headers: {}, text: '' });
    const req = request(
      url,
      {
        method,
        agent: false,
        headers: body ? { ...headers, 'content-length': String(body.length) } : headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < 1 << 20) chunks.push(chunk);
          size += chunk.length;
        });
        const answer = () => ({
          outcome: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString(),
        });
        res.on('end', () => done(answer()));
        // The head came: an answer, even if the rest is cut off.
        res.on('error', () => done(answer()));
        res.on('aborted', () => done(answer()));
      },
    );
    const timer = setTimeout(() => {
      failed('timeout');
      req.destroy();
    }, timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => failed(error.code ?? error.message));
    req.end(body);
  });
}

/** How many of each outcome: { 400: 12 } or { ECONNRESET: 3, 413: 9 }. */
export function countOutcomes(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[String(outcome)] = (counts[String(outcome)] ?? 0) + 1;
  return counts;
}
