import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers/api.ts';

const api = useApi();

describe('the NAAC metrics calls', () => {
  it('walk from groups to criteria to serial numbers to files', async () => {
    const groups = await api.answer('getGroup');
    expect(groups.length).toBeGreaterThan(0);
    const group = groups[0]!;
    expect(group.types.length).toBeGreaterThan(0);

    const criteria = await api.answer('getSubgroupByGroupIdAndType', {
      group_id: group.id,
      type: group.types[0],
    });
    expect(criteria.length).toBeGreaterThan(0);
    const serials = await api.answer('getSubSubgroupBySubgroupId', {
      sub_group_id: criteria[0]!.id,
    });
    expect(serials.length).toBeGreaterThan(0);
    expect(serials[0]!.sr_no).toMatch(/^\d+(\.\d+)+$/);

    const files = (
      await Promise.all(
        serials.map((s) => api.answer('getFileGroupBySubSubgroupId', { sub_sub_group_id: s.id })),
      )
    ).flat();
    expect(files.length).toBeGreaterThan(0);
    expect(
      files.every((f) =>
        f.upload_info.every(
          (u) => u.fileType === 'image' || u.fileType === 'file' || u.fileType === 'PDF',
        ),
      ),
    ).toBe(true);
  });

  it('accept ids as digits', async () => {
    const [group] = await api.answer('getGroup');
    const asDigits = await api.answer('getSubgroupByGroupIdAndType', {
      group_id: String(group!.id),
      type: group!.types[0],
    });
    expect(asDigits.length).toBeGreaterThan(0);
  });

  it('answer 404 for unknown ids and a type the group does not have', async () => {
    const [group] = await api.answer('getGroup');
    expect(
      (await api.call('getSubgroupByGroupIdAndType', { group_id: 9999, type: 'QlM' })).statusCode,
    ).toBe(404);
    const wrongType = await api.call('getSubgroupByGroupIdAndType', {
      group_id: group!.id,
      type: 'XYZ',
    });
    expect(wrongType.statusCode).toBe(404);
    expect(wrongType.json().message).toContain("'XYZ'");
    expect((await api.call('getSubSubgroupBySubgroupId', { sub_group_id: 9999 })).statusCode).toBe(
      404,
    );
    expect(
      (await api.call('getFileGroupBySubSubgroupId', { sub_sub_group_id: 9999 })).statusCode,
    ).toBe(404);
  });

  it('answer 400 for malformed ids and types', async () => {
    expect(
      (await api.call('getSubgroupByGroupIdAndType', { group_id: 1, type: '../x' })).statusCode,
    ).toBe(400);
    expect((await api.call('getSubSubgroupBySubgroupId', { sub_group_id: 'one' })).statusCode).toBe(
      400,
    );
    expect((await api.call('getFileGroupBySubSubgroupId', {})).statusCode).toBe(400);
  });
});
