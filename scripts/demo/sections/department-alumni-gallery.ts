import type { Assets } from '../files/assets.ts';
import type { Scene } from '../files/photo/index.ts';
import type { In } from '../lib/output.ts';
import { Random } from '../lib/random.ts';
import { lowerFirst } from '../lib/text.ts';
import type { DeptDef } from './departments/index.ts';
import type { NamePool } from './names.ts';
import { GALLERY_SIZE, photo } from './photos.ts';

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

/**
 * 2-3 albums of 3-4 photographs each, the scenes chosen to fit the album, each photograph with
 * an alt text that says what it shows and where.
 */
export function buildGallery(dept: DeptDef, assets: Assets): In<'Gallery'> {
  const r = new Random(`gallery:${dept.code}`);
  const who = `Students of the Department of ${dept.name}`;
  const seminar = `National seminar on ${lowerFirst(dept.seminarThemes[0] ?? '')}`;
  const albums: [caption: string, where: string, scenes: Scene[]][] = [
    [seminar, `at the ${lowerFirst(seminar)}`, ['seminar', 'classroom', 'seminar']],
    dept.stream === 'SCIENCE'
      ? [
          'In the laboratory and the library',
          `in the ${dept.name} laboratory`,
          ['lab', 'library', 'lab'],
        ]
      : [
          'Freshers\u2019 welcome and farewell',
          'at the freshers\u2019 welcome',
          ['stage', 'campus', 'stage'],
        ],
    [
      'NSS and field work',
      'during the NSS camp and field work of the department',
      ['plantation', 'plantation'],
    ],
  ];
  const chosen = albums.slice(0, r.int(2, 3));
  return chosen.map(([caption, where, scenes], a) => ({
    caption,
    images: scenes
      .slice(0, r.int(2, 3))
      .flatMap(
        (scene, i) =>
          photo(
            assets,
            r,
            'gallery',
            `${dept.code.toLowerCase()}-${a + 1}-${i + 1}`,
            scene,
            { who, where: scene === 'library' ? 'in the central library' : where },
            GALLERY_SIZE,
          ) ?? [],
      ),
  }));
}
