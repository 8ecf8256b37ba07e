import { request, type ClientRequest, type IncomingMessage } from 'node:http';

/**
 * A POST /api/getfiledata whose answer has begun and is not read: it holds one of the server's
 * file answer slots until `call.destroy()`.
 */
export function holdFileCall(
  base: string,
  payload: string,
): Promise<{ call: ClientRequest; answer: IncomingMessage }> {
  return new Promise((resolve, reject) => {
    const call = request(`${base}/api/getfiledata`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    // Destroyed by the test on purpose: the reset that follows is expected.
    call.on('error', () => undefined);
    call.on('response', (answer) => {
      answer.pause();
      resolve({ call, answer });
    });
    setTimeout(() => reject(new Error('no answer began')), 10_000).unref();
    call.end(payload);
  });
}
