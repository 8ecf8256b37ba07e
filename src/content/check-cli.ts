// Temporary: validates a content folder without loading it. `npx tsx src/content/check-cli.ts <folder> [today]`
import { readContentFolder } from './read-folder.ts';

const [dir = 'content/demo', today = new Date().toISOString().slice(0, 10)] = process.argv.slice(2);
const result = await readContentFolder(dir, today);
if (result.ok) {
  const b = result.bundle;
  console.log(`OK: ${b.departments.length} departments, ${b.departments.reduce((n, d) => n + d.faculty.length, 0)} faculty, ${b.notices.reduce((n, t) => n + t.entries.length, 0)} college notices, ${b.files.length} files`);
} else {
  for (const p of result.problems) console.log(`${p.file}: ${p.field}: ${p.message}`);
  console.log(`${result.problems.length} problems`);
  process.exitCode = 1;
}
