/**
 * Generates the demo content folder content/demo/ for the fictional Kopoubari College:
 * `npm run demo:generate`. Deterministic: every random choice comes from named seeded streams,
 * dates are relative specs ('today-40') or fixed, and PDFs carry fixed metadata, so two runs
 * write byte-identical files. The folder is rebuilt from scratch on every run.
 */
import {
  COLLEGE_NOTICE_FILE_TYPES,
  OPTIONAL_TEXT_NAMES,
  TEXT_NAMES,
  WEBSITE_TEXT_NAMES,
  type CollegeTextName,
} from '../../src/content/schema.ts';
import { readContentFolder } from '../../src/content/read-folder.ts';
import {
  buildCollege,
  buildAdmission,
  buildHolidays,
  buildImportantFiles,
  collegeImages,
} from './sections/college-files.ts';
import { buildCommittees } from './sections/committees.ts';
import { buildAlumni, buildGallery } from './sections/department-alumni-gallery.ts';
import {
  buildDepartment,
  buildDepartmentNotices,
  buildDocuments,
} from './sections/department-pages.ts';
import { DEPARTMENTS, NO_GALLERY_DEPT, firstFacultyId } from './sections/departments/index.ts';
import { buildCollegeEvents } from './sections/events.ts';
import { buildIqac } from './sections/iqac.ts';
import type { Teacher } from './sections/iqac-documents/index.ts';
import { NamePool } from './sections/names.ts';
import { buildCollegeNotices } from './sections/notices.ts';
import { OPTIONAL_TEXTS, TEXTS } from './sections/texts.ts';
import { NOTICES_AS, TEXTS_AS, withAssamese } from './sections/assamese.ts';
import { photoRecords } from './sections/photos.ts';
import { writeWebsiteTexts } from './sections/website-pages.ts';
import { Assets } from './files/assets.ts';
import { closedPeriods } from './lib/academic-year.ts';
import { Output } from './lib/output.ts';
import { Random } from './lib/random.ts';
import { slugify } from './lib/text.ts';
import { buildGoverningBody, buildOfficeStaff, buildPrincipal } from './people/administration.ts';
import { buildFaculty } from './people/profile.ts';
import { withBestTeacherNotices } from './people/awards.ts';

const ROOT = 'content/demo';
/** Days the folder is checked against after writing: the tests' fixed day and a later one. */
const CHECK_DAYS = ['2026-11-21', '2030-01-15'];

const output = new Output();
const assets = new Assets();
const names = new NamePool(new Random('names'));
names.reserve(DEPARTMENTS.flatMap((d) => d.faculty.map((f) => f.name)));

// The college itself.
const images = collegeImages(assets);
output.yaml('college.yaml', buildCollege(images));
output.yaml('admission.yaml', buildAdmission());
const websiteTexts = new Set<string>(WEBSITE_TEXT_NAMES);
for (const name of TEXT_NAMES.filter((n): n is CollegeTextName => !websiteTexts.has(n)))
  output.markdown(`texts/${name}.md`, TEXTS[name].title, TEXTS[name].body);
for (const name of OPTIONAL_TEXT_NAMES)
  output.markdown(`texts/${name}.md`, undefined, OPTIONAL_TEXTS[name]);
writeWebsiteTexts(output);
for (const [name, text] of Object.entries(TEXTS_AS))
  output.markdown(`texts/${name}.as.md`, text.title, text.body);

// Notices of every college-level type, events among them.
const notices = buildCollegeNotices(assets);
notices.set('COLLEGE_EVENT', buildCollegeEvents(assets));
// The Best Teacher Award's notices come from the register the teachers' profiles read.
notices.set(
  'COLLEGE_EMP_ACHIEVEMENTS',
  withBestTeacherNotices(notices.get('COLLEGE_EMP_ACHIEVEMENTS') ?? []),
);
for (const type of COLLEGE_NOTICE_FILE_TYPES) {
  const entries = notices.get(type);
  if (!entries?.length) throw new Error(`no notices of type ${type}`);
  output.yaml(`notices/${type}.yaml`, withAssamese(entries));
}
const translated = new Set([...notices.values()].flat().map((entry) => entry.title));
for (const title of Object.keys(NOTICES_AS))
  if (!translated.has(title)) throw new Error(`NOTICES_AS names no notice '${title}'`);

output.yaml('holidays.yaml', buildHolidays(assets));
// The periods the importer keeps the relative event dates out of (decision 106).
output.yaml('academic-calendar.yaml', closedPeriods());
output.yaml('committees.yaml', buildCommittees(assets, names));
output.yaml('important-files.yaml', buildImportantFiles(assets));

// Administration.
output.yaml('administration/principal.yaml', buildPrincipal(assets, names));
output.yaml('administration/office-staff.yaml', buildOfficeStaff(assets));
output.yaml('administration/governing-body.yaml', buildGoverningBody());

// Departments: the head of the department is faculty/01-..., so listed first.
const teachers: Teacher[] = [];
DEPARTMENTS.forEach((dept, index) => {
  const base = `departments/${dept.code}`;
  output.yaml(`${base}/department.yaml`, buildDepartment(dept, index + 1, assets, names));
  output.yaml(`${base}/documents.yaml`, buildDocuments(dept, assets));
  const { notices: deptNotices, events } = buildDepartmentNotices(dept, assets);
  output.yaml(`${base}/notices.yaml`, deptNotices);
  output.yaml(`${base}/events.yaml`, events);
  output.yaml(`${base}/alumni.yaml`, buildAlumni(dept, names));
  if (dept.code !== NO_GALLERY_DEPT)
    output.yaml(`${base}/gallery.yaml`, buildGallery(dept, assets));
  dept.faculty.forEach((def, i) => {
    const id = firstFacultyId(index) + i;
    const person = buildFaculty({ id, dept, def, index: i, assets, names });
    teachers.push({ dept, def, person });
    output.yaml(
      `${base}/faculty/${String(i + 1).padStart(2, '0')}-${slugify(def.name.replace(/^Dr\.\s+/, ''))}.yaml`,
      person,
    );
  });
});

// The IQAC's files list the teachers' own papers and extension work, so they come after them.
output.yaml('iqac.yaml', buildIqac(assets, teachers));

// What each photograph shows, as the renderer described it (checked by tests/demo-content).
output.yaml('photo-scenes.yaml', photoRecords());
await assets.renderInto(output);
const written = await output.writeTo(ROOT);
const attachmentPaths = output.paths().filter((p) => p.startsWith('files/'));
console.log(
  `Wrote ${written.count} files (${(written.bytes / 1024).toFixed(0)} KB) to ${ROOT}; ${attachmentPaths.length} attachments.`,
);

// Check the result the way the importer will read it.
let problems = 0;
for (const day of CHECK_DAYS) {
  const result = await readContentFolder(ROOT, day);
  if (result.ok) {
    const b = result.bundle;
    console.log(
      `Check as of ${day}: OK, ${b.departments.length} departments, ${b.departments.reduce((n, d) => n + d.faculty.length, 0)} faculty, ${b.notices.reduce((n, t) => n + t.entries.length, 0)} college notices.`,
    );
  } else {
    for (const p of result.problems) console.error(`${p.file}: ${p.field}: ${p.message}`);
    problems += result.problems.length;
  }
}
if (problems > 0) {
  console.error(`${problems} problems`);
  process.exitCode = 1;
}
