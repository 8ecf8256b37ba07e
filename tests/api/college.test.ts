import { describe, expect, it } from 'vitest';
import { IQAC_COMMITTEE_CODE } from '../../src/contract/index.ts';
import { useApi } from '../helpers/api.ts';

const api = useApi();

describe('committees', () => {
  it('GET /getcommittee lists them, IQAC among them', async () => {
    const committees = await api.answer('getCommittee');
    expect(committees.length).toBeGreaterThan(3);
    expect(committees.map((c) => c.committee_code)).toContain(IQAC_COMMITTEE_CODE);
  });

  it('POST /getcommitteebycode answers members, objectives, tasks and minutes', async () => {
    const committee = await api.answer('getCommitteeByCode', {
      committee_code: IQAC_COMMITTEE_CODE,
    });
    expect(committee.members.length).toBeGreaterThan(2);
    expect(committee.members[0]).toMatchObject({
      member_name: expect.any(String),
      member_designation: expect.any(String),
    });
    expect(committee.objectives).toContain('<');
    expect(committee.tasks).toContain('<');
    expect(committee.minutes[0]?.fileType).toBe('PDF');
  });

  it('answers 404 for an unknown committee and 400 for a malformed code', async () => {
    expect((await api.call('getCommitteeByCode', { committee_code: 'NOPE' })).statusCode).toBe(404);
    expect((await api.call('getCommitteeByCode', { committee_code: '../../etc' })).statusCode).toBe(
      400,
    );
    expect((await api.call('getCommitteeByCode', { committee_code: 7 })).statusCode).toBe(400);
  });
});

describe('POST /getimportantfiles', () => {
  it('answers the important files, with an empty payload or none', async () => {
    const files = await api.answer('getImportantFiles', {});
    expect(files.length).toBeGreaterThan(2);
    expect(files.every((f) => f.title && f.upload_info.length > 0)).toBe(true);
    const bare = await api.app.inject({ method: 'POST', url: '/api/getimportantfiles' });
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toHaveLength(files.length);
  });
});

describe('GET /settings/admissionSettings.json', () => {
  it('answers status 1 and the session', async () => {
    const settings = await api.answer('getAdmissionSettings');
    expect(settings.status).toBe(1);
    expect(settings.session).toMatch(/^\d{4}-\d{2}$/);
  });
});
