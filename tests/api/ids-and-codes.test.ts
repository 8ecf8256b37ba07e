import { describe, expect, it } from 'vitest';
import { MAX_ID } from '../../src/contract/schemas/common.ts';
import { useApi } from '../helpers/api.ts';

// The same answers on SQLite and PostgreSQL where the two would differ if left alone.
const api = useApi();

describe('ids and codes, alike on every database', () => {
  it('refuses an id past the 32-bit range with a 400 naming the limit (PostgreSQL would fail the query)', async () => {
    for (const [name, payload] of [
      ['getMyProfileData', { id: MAX_ID + 1 }],
      ['getMyProfileData', { id: '9999999999' }],
      ['getMyProfileDataQReport', { id: MAX_ID + 1, qr: 'ALL' }],
      ['getSubSubgroupBySubgroupId', { sub_group_id: MAX_ID + 1 }],
      ['getFileGroupBySubSubgroupId', { sub_sub_group_id: '4294967296' }],
      ['getSubgroupByGroupIdAndType', { group_id: MAX_ID + 1, type: 'QlM' }],
    ] as const) {
      const response = await api.call(name, payload);
      expect(response.statusCode, `${name} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().message).toContain(`at most ${MAX_ID}`);
    }
    expect((await api.call('getMyProfileData', { id: MAX_ID })).json()).toBe(0);
  });

  it('matches codes exactly: a code in other letters is unknown', async () => {
    const [department] = await api.answer('getDepartments');
    const code = department!.dept_code;
    expect((await api.call('getDeptData', { dept_code: code })).statusCode).toBe(200);
    const lower = await api.call('getDeptData', { dept_code: code.toLowerCase() });
    expect(lower.statusCode).toBe(404);
    expect((await api.call('getCommitteeByCode', { committee_code: 'iqac' })).statusCode).toBe(404);
  });
});
