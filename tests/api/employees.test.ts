import { describe, expect, it } from 'vitest';
import type { FacultyProfile } from '../../src/contract/index.ts';
import { useApi } from '../helpers/api.ts';

const api = useApi();

async function allFaculty() {
  const departments = await api.answer('getDepartments');
  const lists = await Promise.all(
    departments.map((d) =>
      api.answer('getEmployeeByType', { dept_code: d.dept_code, type: 'FACULTY' }),
    ),
  );
  return lists.flat();
}

/** Number of filled profile tables. */
function filledSections(profile: FacultyProfile): number {
  const tables = [
    profile.seminars,
    profile.research_projects,
    profile.research_papers,
    profile.other_publications,
    profile.text_books,
    profile.magazines,
    profile.popular_books,
    profile.news_papers,
    profile.e_contents,
    profile.workshops,
    profile.guideships,
    profile.college_activities,
    profile.social_activities,
    profile.achievements,
    profile.awards,
    profile.degrees.bachelor,
    profile.degrees.master,
    profile.degrees.phd,
    profile.degrees.mphil,
    profile.degrees.other,
  ];
  return tables.filter((t) => t.length > 0).length;
}

describe('POST /getemployeebytype', () => {
  it('answers the principal under OFF', async () => {
    const [principal, ...rest] = await api.answer('getEmployeeByType', {
      dept_code: 'OFF',
      type: 'PRINCIPAL',
    });
    expect(rest).toEqual([]);
    expect(principal).toMatchObject({ designation: expect.stringMatching(/Principal/) });
    expect(principal!.dp[0]).toMatch(/^\/uploads\//);
  });

  it("answers a designation's Assamese where the content gives it, and no key where not", async () => {
    const faculty = await api.answer('getEmployeeByType', { dept_code: 'PHY', type: 'FACULTY' });
    const head = faculty.find((person) => person.designation === 'Associate Professor & Head');
    expect(head?.designation_as).toBe('সহযোগী অধ্যাপক আৰু মুৰব্বী');
    const contractual = faculty.find((person) => person.designation.includes('Contractual'));
    expect(contractual).toBeDefined();
    expect(contractual).not.toHaveProperty('designation_as');
    const profile = await api.answer('getMyProfileData', { id: head!.id });
    expect(profile).toMatchObject({ designation_as: 'সহযোগী অধ্যাপক আৰু মুৰব্বী' });
  });

  it('answers the office staff under TNC', async () => {
    const staff = await api.answer('getEmployeeByType', { dept_code: 'TNC', type: 'OFFICE_STAFF' });
    expect(staff.length).toBeGreaterThan(3);
  });

  it('answers at least 40 faculty, some live and some not', async () => {
    const faculty = await allFaculty();
    expect(faculty.length).toBeGreaterThanOrEqual(40);
    expect(faculty.some((f) => f.liveNow === 1)).toBe(true);
    expect(faculty.some((f) => f.liveNow === 0)).toBe(true);
    expect(faculty.some((f) => f.dp.length === 0)).toBe(true);
  });

  it('gives every photo the words that say what it shows (dp_alt), none without a photo', async () => {
    const faculty = await allFaculty();
    for (const person of faculty) {
      if (person.dp.length)
        expect(person.dp_alt, person.name).toMatch(new RegExp(`^${person.name}, `));
      else expect(person.dp_alt).toBeUndefined();
    }
    const [principal] = await api
      .answer('getMyProfileData', { id: faculty[0]!.id })
      .then((p) => (p === 0 ? [] : [p]));
    expect(principal?.dp[0]?.alt).toBe(faculty[0]!.dp_alt);
  });

  it('answers 404 for an unknown department and 400 for an unknown type', async () => {
    expect(
      (await api.call('getEmployeeByType', { dept_code: 'NOPE', type: 'FACULTY' })).statusCode,
    ).toBe(404);
    expect(
      (await api.call('getEmployeeByType', { dept_code: 'PHY', type: 'TEACHER' })).statusCode,
    ).toBe(400);
  });
});

describe('POST /getmyprofiledata', () => {
  it('answers the profile, some with every section filled and some nearly empty', async () => {
    const faculty = await allFaculty();
    const profiles = await Promise.all(
      faculty.map((f) => api.answer('getMyProfileData', { id: f.id })),
    );
    const filled = profiles.map((p) => (p === 0 ? -1 : filledSections(p)));
    expect(Math.max(...filled)).toBe(20);
    expect(Math.min(...filled)).toBe(0);
    expect(profiles.some((p) => p !== 0 && p.cv.length > 0)).toBe(true);
    const first = profiles[0];
    expect(first).not.toBe(0);
    if (first !== undefined && first !== 0) {
      expect(first.dept_name).not.toBe('');
      expect(first.dpurl).toEqual(first.dp.map((d) => d.url));
    }
  });

  it('accepts the id as digits, as the old client sends it from the address bar', async () => {
    const [someone] = await allFaculty();
    expect(await api.answer('getMyProfileData', { id: String(someone!.id) })).toEqual(
      await api.answer('getMyProfileData', { id: someone!.id }),
    );
  });

  it('answers 0 for an unknown id', async () => {
    expect(await api.answer('getMyProfileData', { id: 987654 })).toBe(0);
    const response = await api.call('getMyProfileData', { id: 987654 });
    expect(response.body).toBe('0');
  });

  it.each([{ id: 'abc' }, { id: -3 }, { id: 1.5 }, { id: null }, {}, { id: '1 OR 1=1' }])(
    'refuses %j with 400',
    async (payload) => {
      const response = await api.call('getMyProfileData', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('id');
    },
  );
});

describe('POST /getmyprofiledataqreport', () => {
  it('answers every quarter for ALL and only the asked quarter otherwise', async () => {
    const faculty = await allFaculty();
    const reports = await Promise.all(
      faculty.map((f) => api.answer('getMyProfileDataQReport', { id: f.id, qr: 'ALL' })),
    );
    const rich = reports.find((r) => r !== 0 && new Set(r.qr_list.map((q) => q.quarter)).size > 2);
    expect(rich).toBeDefined();
    if (!rich) return;
    const quarter = rich.qr_list[1]!.quarter;
    const one = await api.answer('getMyProfileDataQReport', { id: rich.id, qr: quarter });
    expect(one !== 0 && one.qr_list.map((q) => q.quarter)).toEqual([quarter]);
    for (const report of rich.qr_list) {
      for (const row of [...report.courses_covered, ...report.student_activities])
        expect(row.quarter).toBe(report.quarter);
    }
    const years = new Set(rich.qr_list.map((q) => q.quarter.slice(0, 4)));
    expect(years.size).toBeGreaterThan(1);
  });

  it('answers 0 for an unknown id and 400 for a malformed quarter', async () => {
    expect(await api.answer('getMyProfileDataQReport', { id: 987654, qr: 'ALL' })).toBe(0);
    const response = await api.call('getMyProfileDataQReport', { id: 1, qr: '2024-5th' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('qr');
  });
});

describe('POST /employeeprofilewithdeptcode', () => {
  it('answers every faculty profile of the department with its research data', async () => {
    const departments = await api.answer('getDepartments');
    for (const { dept_code } of departments) {
      const list = await api.answer('getEmployeeByType', { dept_code, type: 'FACULTY' });
      const profiles = await api.answer('employeeProfileWithDeptCode', { dept_code });
      expect(profiles.map((p) => p.id)).toEqual(list.map((e) => e.id));
      expect(profiles.every((p) => p.dept_code === dept_code)).toBe(true);
    }
    const all = (
      await Promise.all(
        departments.map((d) =>
          api.answer('employeeProfileWithDeptCode', { dept_code: d.dept_code }),
        ),
      )
    ).flat();
    expect(all.some((p) => p.research_papers.some((r) => r.quarter?.startsWith('2016')))).toBe(
      true,
    );
  });

  it('answers 404 for an unknown department', async () => {
    expect((await api.call('employeeProfileWithDeptCode', { dept_code: 'NOPE' })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /getgbmembers', () => {
  it('answers the governing body with type, name, phone and email', async () => {
    const members = await api.answer('getGbMembers');
    expect(members.length).toBeGreaterThan(4);
    expect(members.every((m) => m.type && m.name)).toBe(true);
  });
});
