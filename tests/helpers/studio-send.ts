import type { LightMyRequestResponse } from 'fastify';
import { STUDIO_TEST_ORIGIN, type TestStudio } from './studio.ts';

/** A request as a browser without JavaScript sends it, from the studio's own origin. */
export async function send(
  t: TestStudio,
  cookie: string,
  method: 'GET' | 'POST',
  url: string,
  body?: URLSearchParams | FormData,
): Promise<LightMyRequestResponse> {
  if (method === 'GET') return t.studio.inject({ url, headers: cookie ? { cookie } : {} });
  const multipart = body instanceof FormData;
  const request = new Request('http://x/', { method: 'POST', body: body ?? '' });
  return t.studio.inject({
    method,
    url,
    headers: {
      origin: STUDIO_TEST_ORIGIN,
      cookie,
      'content-type': multipart
        ? request.headers.get('content-type')!
        : 'application/x-www-form-urlencoded',
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** A multipart form with these fields and files. */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, { bytes: Buffer; name: string; type: string }> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files))
    form.append(name, new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return form;
}
