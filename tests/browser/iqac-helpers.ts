import type { APIRequestContext } from '@playwright/test';
import { IQAC_LINKS } from '../../src/site-map/sections.ts';
import { expect } from './fixtures.ts';

export { IQAC_LINKS };

/** Answers of the API the IQAC pages read, so the tests compare against the demo content. */
export async function apiCall<T>(
  request: APIRequestContext,
  path: string,
  payload?: Record<string, unknown>,
): Promise<T> {
  const response = payload
    ? await request.post(`/api${path}`, { headers: { unit: 'website' }, data: payload })
    : await request.get(`/api${path}`, { headers: { unit: 'website' } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export interface Group {
  id: number;
  name: string;
  types: string[];
}
export interface Criterion {
  id: number;
  criterion: string;
  metric_question: string;
}
export interface Serial {
  id: number;
  sr_no: string;
  metric_question: string;
}
export interface FileItem {
  id: number;
  sr_no: string;
  title: string;
  upload_info: { fileType: string; url: string; size?: number }[];
}

export const groups = (request: APIRequestContext) => apiCall<Group[]>(request, '/getgroup');
export const criteriaOf = (request: APIRequestContext, group: Group, type: string) =>
  apiCall<Criterion[]>(request, '/getsubgroupbygroupidandtype', { group_id: group.id, type });
export const serialsOf = (request: APIRequestContext, criterion: Criterion) =>
  apiCall<Serial[]>(request, '/getsubsubgroupbysubgroupid', { sub_group_id: criterion.id });
export const filesOf = (request: APIRequestContext, serial: Serial) =>
  apiCall<FileItem[]>(request, '/getfilegroupbysubsubgroupid', { sub_sub_group_id: serial.id });

/**
 * A walk of the demo content down to a serial number whose files include an image and a PDF,
 * found from the API so the tests follow the content rather than fixed ids.
 */
export async function demoWalk(request: APIRequestContext) {
  const [group] = await groups(request);
  if (!group) throw new Error('the demo content has no NAAC group');
  const type = group.types[0]!;
  const criteria = await criteriaOf(request, group, type);
  for (const criterion of criteria) {
    for (const serial of await serialsOf(request, criterion)) {
      const files = await filesOf(request, serial);
      const kinds = new Set(files.flatMap((f) => f.upload_info.map((u) => u.fileType)));
      if (kinds.has('image') && kinds.has('PDF')) {
        const serials = await serialsOf(request, criterion);
        return { group, type, criteria, criterion, serials, serial, files };
      }
    }
  }
  throw new Error('the demo content has no serial number with an image and a PDF');
}

/** The address of a level, as the pages write it. */
export function levelUrl(
  group: number,
  type: string,
  criterion?: number,
  sr?: number,
  q?: string,
): string {
  const params = new URLSearchParams({ group: String(group), type });
  if (criterion !== undefined) params.set('criterion', String(criterion));
  if (sr !== undefined) params.set('sr', String(sr));
  if (q) params.set('q', q);
  return `/iqac/matrix?${params.toString()}`;
}

/** The filter's rule, written independently of the site's code: case-insensitive substring. */
export const contains = (field: string, q: string) => field.toLowerCase().includes(q.toLowerCase());

/** Waits until the enhancement script has run (the menu link has become a button). */
export async function enhanced(page: import('@playwright/test').Page) {
  await page.locator('button.menu-button').waitFor({ state: 'attached' });
}

/** Leaves a mark on the window: it survives an in-page switch, not a reload. */
export async function markWindow(page: import('@playwright/test').Page) {
  await enhanced(page);
  await page.evaluate(() => {
    (window as unknown as { iqacMark?: string }).iqacMark = 'still here';
  });
}

export async function expectWindowMarked(page: import('@playwright/test').Page) {
  expect(
    await page.evaluate(() => (window as unknown as { iqacMark?: string }).iqacMark),
    'the page was reloaded',
  ).toBe('still here');
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An address as a regular expression that must match the whole of page.url() after the host. */
export const urlEnding = (path: string) => new RegExp(`^[a-z]+://[^/]+${escapeRegExp(path)}$`);
