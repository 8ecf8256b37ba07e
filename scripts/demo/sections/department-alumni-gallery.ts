import type { Assets } from '../files/assets.ts';
import { sceneSvg } from '../files/images.ts';
import type { SceneKind } from '../files/scenes.ts';
import type { In } from '../lib/output.ts';
import { Random } from '../lib/random.ts';
import { lowerFirst } from '../lib/text.ts';
import type { DeptDef } from './departments/index.ts';
import type { NamePool } from './names.ts';

/** alumni.yaml (batches 2016-2024, latest first) and gallery.yaml of a department. */

const PROFESSIONS = {
  ARTS: [
    'Assistant Teacher, Govt. High School',
    'Research scholar, Gauhati University',
    'Junior Assistant, Deputy Commissioner\u2019s Office, Nalbari',
    'Pursuing M.A., Cotton University',
    'Sub-Inspector, Assam Police',
    'Journalist, Dainik Luit',
    'Assistant Professor (Contractual)',
    'Entrepreneur (handloom)',
    'Gaon Panchayat Secretary',
    'Bank officer',
  ],
  SCIENCE: [
    'Research scholar, Tezpur University',
    'Pursuing M.Sc., Gauhati University',
    'Assistant Teacher, Govt. Higher Secondary School',
    'Laboratory technician, District Hospital',
    'Agriculture Development Officer',
    'Software developer, Bengaluru',
    'Quality control chemist, Guwahati',
    'Junior Research Fellow (CSIR)',
    'Bank officer',
    'Forest ranger',
  ],
};
const QUALIFICATIONS = {
  ARTS: ['B.A.', 'M.A.', 'M.A., B.Ed.', 'M.A., UGC-NET', 'Ph.D. (pursuing)'],
  SCIENCE: ['B.Sc.', 'M.Sc.', 'M.Sc., B.Ed.', 'M.Sc., CSIR-NET', 'Ph.D. (pursuing)', 'MCA'],
};

export function buildAlumni(dept: DeptDef, names: NamePool): In<'Alumni'> {
  const r = new Random(`alumni:${dept.code}`);
  const list: In<'Alumni'> = [];
  for (let batch = 2024; batch >= 2016; batch--) {
    const count = r.int(2, 4);
    for (let i = 0; i < count; i++) {
      const { name } = names.next();
      const recent = batch >= 2023;
      list.push({
        name,
        batch: String(batch),
        current_profession: recent
          ? r.pick([
              `Pursuing ${dept.degree === 'B.A.' ? 'M.A.' : 'M.Sc.'}, ${r.pick(['Gauhati University', 'Cotton University', 'Tezpur University'])}`,
              'Preparing for competitive examinations',
              r.pick(PROFESSIONS[dept.stream]),
            ])
          : r.pick(PROFESSIONS[dept.stream]),
        qualification: recent ? dept.degree : r.pick(QUALIFICATIONS[dept.stream]),
        email: r.chance(0.6)
          ? `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${batch % 100}@example.org`
          : '',
        phone: r.chance(0.5) ? `90001${String(r.int(0, 99999)).padStart(5, '0')}` : '',
      });
    }
  }
  return list;
}

/** 2-3 albums of 3-5 pictures each; the scenes fit the album. */
export function buildGallery(dept: DeptDef, assets: Assets): In<'Gallery'> {
  const r = new Random(`gallery:${dept.code}`);
  const albums: [string, SceneKind[]][] = [
    [`Study tour to ${dept.fieldTrip}`, ['river', 'campus', 'river', 'plantation', 'river']],
    [
      `National seminar on ${lowerFirst(dept.seminarThemes[0] ?? '')}`,
      ['seminar', 'seminar', 'classroom', 'stage'],
    ],
    [
      dept.stream === 'SCIENCE' ? 'In the laboratory' : 'Freshers\u2019 welcome and farewell',
      dept.stream === 'SCIENCE'
        ? ['lab', 'lab', 'classroom', 'lab']
        : ['stage', 'stage', 'campus', 'classroom'],
    ],
  ];
  const chosen = albums.slice(0, r.int(2, 3));
  return chosen.map(([caption, kinds], a) => ({
    caption,
    images: kinds.slice(0, r.int(3, kinds.length)).map((kind, i) => {
      const label = `${caption} (${i + 1})`;
      return assets.image(`gallery`, `${dept.code.toLowerCase()}-${a + 1}-${i + 1}`, () =>
        sceneSvg(kind, `${dept.code}-${a}-${i}`, label),
      );
    }),
  }));
}
