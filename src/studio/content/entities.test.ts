import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { entitiesFor, entitySchema, entityView } from './entities.ts';
import type { Actor } from './items.ts';

const actor = (role: string): Actor => ({
  id: 1,
  username: role,
  role,
  dept_code: role === 'department' ? 'PHY' : null,
  person_id: null,
  address: '',
});
const OFFICE = actor('office');

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('the entities as the screens use them', () => {
  it('are the office’s menu, and nobody else’s but the admin’s', () => {
    expect(entitiesFor(OFFICE).map((view) => view.name)).toEqual([
      'notice',
      'event',
      'holiday',
      'admission',
      'important_file',
      'committee',
      'principal',
      'gb_member',
      'office_staff',
      'college_text',
    ]);
    expect(entitiesFor(actor('admin'))).toHaveLength(23);
    // A department head's menu: their microsite (decision 055) and their teachers' profiles.
    expect(entitiesFor(actor('department')).map((view) => view.name)).toEqual([
      'department_page',
      'department_profile',
      'department_faculty',
      'department_notice',
      'department_file',
      'department_album',
      'alumnus',
      'profile',
    ]);
    // The IQAC's menu: its documents and the NAAC tree (decision 056).
    expect(entitiesFor(actor('iqac')).map((view) => view.name)).toEqual([
      'iqac_document',
      'naac_group',
      'naac_criterion',
      'naac_metric',
      'naac_file',
    ]);
    expect(entitiesFor(actor('nobody'))).toEqual([]);
    // Teachers: their own profile, on screens of its own (decision 054).
    expect(entitiesFor(actor('faculty')).map((view) => [view.name, view.home])).toEqual([
      ['profile', '/profiles'],
    ]);
    expect(entityView('notice', actor('iqac'))).toBeUndefined();
  });

  it('offer the college’s notice kinds, not the IQAC’s or the departments’', () => {
    const type = entityView('notice', OFFICE)?.fields.find((field) => field.name === 'type');
    const kinds = type?.options?.map((option) => option.value) ?? [];
    expect(kinds).toContain('COLLEGE_TENDER');
    expect(kinds).toContain('Career_Placement_Cell');
    expect(kinds).toContain('NIRF');
    expect(kinds.filter((kind) => /^IQAC_|^DEPT|COLLEGE_EVENT/.test(kind))).toEqual([]);
  });

  it('parse a form through Conform: a ticked box, a list of files, empty fields left out', () => {
    const schema = entitySchema('notice', OFFICE)!;
    const result = parseWithZod(
      form([
        ['type', 'COLLEGE_TENDER'],
        ['title', '  Tender for books  '],
        ['date', '2026-06-15'],
        ['description', '<p>Sealed bids.</p><script>x()</script>'],
        ['link', ''],
        ['new', 'on'],
        ['attachments[0]', 'notices/tender.pdf'],
      ]),
      { schema },
    );
    expect(result.status).toBe('success');
    expect(result.status === 'success' && result.value).toEqual({
      type: 'COLLEGE_TENDER',
      title: 'Tender for books',
      date: '2026-06-15',
      description: '<p>Sealed bids.</p>',
      new: true,
      attachments: ['notices/tender.pdf'],
      // Empty Assamese is '' (Conform leaves an empty field out): saved, it clears the row's.
      title_as: '',
      description_as: '',
    });
  });

  it('name each error by the field Conform draws it at', () => {
    const committee = parseWithZod(
      form([
        ['code', 'NSS'],
        ['name', 'National Service Scheme'],
        ['members[0].name', ''],
        ['members[0].designation', 'Convener'],
      ]),
      { schema: entitySchema('committee', OFFICE)! },
    );
    expect(committee.status === 'error' && committee.error).toEqual({
      'members[0].name': ['Enter the member’s name'],
    });
    const event = parseWithZod(
      form([
        ['title', 'Sports meet'],
        ['date', '2026-02-30'],
        ['photo.file', 'studio/abc.jpg'],
      ]),
      { schema: entitySchema('event', OFFICE)! },
    );
    expect(event.status === 'error' && Object.keys(event.error ?? {}).sort()).toEqual([
      'date',
      'photo.alt',
    ]);
    const holiday = parseWithZod(
      form([
        ['title', 'Bihu'],
        ['start', '2026-04-14'],
        ['end', '2026-04-13'],
      ]),
      { schema: entitySchema('holiday', OFFICE)! },
    );
    expect(holiday.status === 'error' && holiday.error).toEqual({
      end: ['The last day must be on or after the first day'],
    });
  });
});
