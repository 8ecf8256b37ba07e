import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers/api.ts';

/** Our own call beside the spec (extensions.ts): a department's faculty for the catalogue. */
describe('POST /api/site/faculty', () => {
  const api = useApi();

  it('lists the faculty of a department with their areas of research', async () => {
    const [faculty, spec] = await Promise.all([
      api.answer('getSiteFaculty', { dept_code: 'HIS' }),
      api.answer('getEmployeeByType', { dept_code: 'HIS', type: 'FACULTY' }),
    ]);
    expect(faculty.map((person) => person.id)).toEqual(spec.map((person) => person.id));
    expect(faculty[0]).toMatchObject({
      name: 'Dr. Jiten Chandra Bhuyan',
      area_of_research: 'History of Assam (Ahom period), Oral history',
    });
  });

  it('answers 404 for an unknown department and 400 for a malformed code', async () => {
    expect((await api.call('getSiteFaculty', { dept_code: 'NOPE' })).statusCode).toBe(404);
    expect((await api.call('getSiteFaculty', { dept_code: '../x' })).statusCode).toBe(400);
  });
});
