import { describe, expect, it } from 'vitest';
import { API_CACHE_CONTROL } from '../../src/api/contract-route.ts';
import { allCalls, type CallName } from '../../src/contract/calls.ts';
import { useApi } from '../helpers/api.ts';

const api = useApi();

/** The body as sent, and as the contract's response schema reads it. */
async function wire(name: CallName, payload?: unknown) {
  const response = await api.call(name, payload);
  expect(response.statusCode, response.body).toBe(200);
  const body: unknown = response.json();
  return { response, body, parsed: allCalls[name].response.parse(body) };
}

describe('answers go out through the contract’s response schemas', () => {
  it('send exactly what the contract describes: defaults filled in, nothing undeclared', async () => {
    const [department] = await api.answer('getDepartments');
    for (const [name, payload] of [
      ['getUpcomingEvents', undefined],
      ['getDeptData', { dept_code: department!.dept_code }],
      ['employeeProfileWithDeptCode', { dept_code: department!.dept_code }],
      ['getNoticesByTypeDept', { dept_code: 'TNC', type: 'COLLEGE_ACADEMIC_NOTICE', year: '' }],
    ] as const) {
      const { body, parsed } = await wire(name, payload);
      expect(body, name).toEqual(parsed);
    }
  });

  it('send JSON with the cache policy, a bare 0 included; a refusal is not cacheable', async () => {
    const unknown = await wire('getMyProfileData', { id: 987654 });
    expect(unknown.response.body).toBe('0');
    expect(unknown.response.headers['content-type']).toMatch(/^application\/json/);
    expect(unknown.response.headers['cache-control']).toBe(API_CACHE_CONTROL);
    const refused = await api.call('getDeptData', { dept_code: 'NOPE' });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['cache-control']).toBeUndefined();
    expect(refused.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: "Unknown dept_code 'NOPE'",
    });
  });
});
