import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { useApi } from '../helpers/api.ts';
import { DEMO_CONTENT_DIR } from '../helpers/today.ts';

const api = useApi();

describe('the NAAC metrics calls', () => {
  it('walk from groups to criteria to serial numbers to files, as the content folder has them', async () => {
    const content = parseYaml(await readFile(join(DEMO_CONTENT_DIR, 'iqac.yaml'), 'utf8')) as {
      groups: {
        name: string;
        criteria: {
          type: string;
          criterion: string;
          metrics: { sr_no: string; files: { title: string }[] }[];
        }[];
      }[];
    };
    const groups = await api.answer('getGroup');
    expect(groups.map((g) => g.name)).toEqual(content.groups.map((g) => g.name));
    const group = groups[0]!;
    const type = group.types[0]!;
    const written = content.groups[0]!.criteria.filter((c) => c.type === type);

    const criteria = await api.answer('getSubgroupByGroupIdAndType', { group_id: group.id, type });
    expect(criteria.map((c) => c.criterion)).toEqual(written.map((c) => c.criterion));
    const serials = await api.answer('getSubSubgroupBySubgroupId', {
      sub_group_id: criteria[0]!.id,
    });
    expect(serials.map((s) => s.sr_no)).toEqual(written[0]!.metrics.map((m) => m.sr_no));
    const files = await api.answer('getFileGroupBySubSubgroupId', {
      sub_sub_group_id: serials[0]!.id,
    });
    expect(files.map((f) => f.title)).toEqual(written[0]!.metrics[0]!.files.map((f) => f.title));

    // Every attachment is served where its address says.
    const addresses = files.flatMap((f) => f.upload_info.map((u) => u.url!));
    expect(addresses.length).toBeGreaterThan(0);
    for (const url of addresses) {
      expect((await api.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
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
