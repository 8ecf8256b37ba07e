// Writes docs/decisions/README.md, the index of the decision records: number, title and status
// line of each. Run after adding a record or changing a status (tests/deploy/docs.test.ts checks
// that every record is listed).
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const DIR = 'docs/decisions';
const HEAD = `# Decision records

One file per choice that shapes the code: its context, the decision and its consequences. A
record is not rewritten once accepted; a later one that changes it says so, and the earlier one's
status line names it (shown here). Newest last. Regenerate with \`node scripts/decision-index.mjs\`.

| No. | Decision | Status |
| --- | --- | --- |
`;

const rows = [];
for (const file of (await readdir(DIR)).filter((name) => /^\d{3}-.*\.md$/.test(name)).sort()) {
  const lines = (await readFile(join(DIR, file), 'utf8')).split('\n');
  const title = lines[0].replace(/^#\s*/, '').replace(/^\d{3}\s*·\s*/, '');
  const status = lines.slice(0, 8).find((line) => line.includes('Status:'));
  rows.push(
    `| ${file.slice(0, 3)} | [${title}](${file}) | ${status?.split('Status:')[1]?.trim() ?? ''} |`,
  );
}
await writeFile(join(DIR, 'README.md'), `${HEAD}${rows.join('\n')}\n`);
console.log(`Listed ${rows.length} decision records in ${DIR}/README.md`);
