import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { TEST_TODAY } from '../helpers/today.ts';

/** The year the test server lives in (TODAY is fixed for the browser tests). */
export const TEST_YEAR = Number(TEST_TODAY.slice(0, 4));

/** A POST call of the contract, answered by the test server. */
export async function apiPost<T>(request: APIRequestContext, path: string, data: object) {
  const response = await request.post(`/api${path}`, { headers: { unit: 'website' }, data });
  expect(response.ok(), `${path} answers`).toBe(true);
  return (await response.json()) as T;
}

/** A GET call of the contract. */
export async function apiGet<T>(request: APIRequestContext, path: string) {
  const response = await request.get(`/api${path}`, { headers: { unit: 'website' } });
  expect(response.ok(), `${path} answers`).toBe(true);
  return (await response.json()) as T;
}

export interface DemoNotice {
  id: number;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  year: number;
  link?: string | null;
  upload_info: { fileType: 'PDF' | 'image' | 'file'; url: string }[];
  /** An event's photograph with its alt text. */
  photo?: { url: string; alt?: string };
}

/** College notices of one type, one year or ('') all years, as the pages read them. */
export function collegeNotices(request: APIRequestContext, type: string, year: number | '') {
  return apiPost<DemoNotice[]>(request, '/getnoticesbytypedept', {
    dept_code: 'TNC',
    type,
    year,
  });
}

export interface DemoDepartment {
  dept_code: string;
  dept_name: string;
  dept_name_as: string;
  stream: 'ARTS' | 'SCIENCE';
}

/** Waits until the enhancement script has run (the layout's menu link has become a button). */
export async function whenEnhanced(page: Page) {
  await expect(page.locator('button.menu-button')).toBeAttached();
}

export { firstSentenceOf } from '../helpers/demo-texts.ts';

/** Waits until an image has loaded (lazy images load once scrolled to) and says it has pixels. */
export async function expectLoaded(image: import('@playwright/test').Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

export { sizeText } from '../helpers/demo-texts.ts';
