import { expect, type APIRequestContext } from '@playwright/test';
import type { Notice, UpcomingEvent } from '../../src/contract/schemas/notices.ts';

/** The three notice panels of the home page, their notice type and their page. */
export const PANELS = [
  {
    heading: 'Student Notification',
    type: 'COLLEGE_ACADEMIC_NOTICE',
    page: '/notifications/academic',
  },
  { heading: 'Tenders', type: 'COLLEGE_TENDER', page: '/notifications/tender' },
  { heading: 'Announcements', type: 'COLLEGE_ADMIN_NOTICE', page: '/notifications/administrative' },
] as const;

/** The latest notices of a home panel, as the API answers them. */
export async function panelNotices(request: APIRequestContext, type: string): Promise<Notice[]> {
  const response = await request.post('/api/getnoticesbytypedeptv1', {
    headers: { unit: 'website' },
    data: { type, dept_code: 'TNC', year: '' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Notice[];
}

/** The hero's upcoming events, as the API answers them. */
export async function upcomingEvents(request: APIRequestContext): Promise<UpcomingEvent[]> {
  const response = await request.get('/api/getupcomingevents', { headers: { unit: 'website' } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as UpcomingEvent[];
}
