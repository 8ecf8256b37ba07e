import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Calls the site's own API as the pages do (POST with the unit header), for expected values. */
export async function api<T>(
  request: APIRequestContext,
  path: string,
  payload: object,
): Promise<T> {
  const response = await request.post(`/api${path}`, {
    headers: { unit: 'website' },
    data: payload,
  });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export interface Employee {
  id: number;
  name: string;
  designation: string;
  liveNow: number;
  dp: string[];
  /** What the first photo shows. */
  dp_alt?: string;
}

export function faculty(request: APIRequestContext, deptCode: string) {
  return api<Employee[]>(request, '/getemployeebytype', { dept_code: deptCode, type: 'FACULTY' });
}

export type Profile = Record<string, unknown> & {
  id: number;
  name: string;
  designation: string;
  dept_name: string;
  cv: { type: string; path: string; url: string }[];
  social_activities: { name?: string; quarter?: string }[];
  qr_list: { quarter: string; courses_covered: { paper?: string }[] }[];
};

export function profile(request: APIRequestContext, id: number) {
  return api<Profile>(request, '/getmyprofiledata', { id });
}

export { facultyUrl, startingWith } from '../helpers/page-addresses.ts';
