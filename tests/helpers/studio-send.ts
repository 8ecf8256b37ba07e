import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { expectWellFormedScreen, parsePage } from './studio-dom.ts';
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

/** The page a GET answers, parsed, after checking what every studio screen must have. */
export async function screen(t: TestStudio, cookie: string, url: string): Promise<Document> {
  const answer = await send(t, cookie, 'GET', url);
  expect(answer.statusCode, answer.body.slice(0, 500)).toBe(200);
  const document = parsePage(answer.body);
  expectWellFormedScreen(document);
  return document;
}

/** The hidden values of a page's forms, for the next post. */
export function hiddenValues(document: Document): Record<string, string> {
  const values: Record<string, string> = {};
  for (const input of document.querySelectorAll<HTMLInputElement>('form input[type=hidden]'))
    values[input.name] = input.value;
  return values;
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

/**
 * A form of a page as a browser without JavaScript sends it: its controls' values (ticked boxes
 * only, no file input), and the pressed button's name and value.
 */
export function formBody(form: Element, button?: { name: string; value: string }): URLSearchParams {
  const body = new URLSearchParams();
  for (const control of form.querySelectorAll<HTMLInputElement>('input, select, textarea')) {
    if (!control.name || control.type === 'file') continue;
    if ((control.type === 'checkbox' || control.type === 'radio') && !control.checked) continue;
    body.append(control.name, control.value);
  }
  if (button) body.append(button.name, button.value);
  return body;
}
