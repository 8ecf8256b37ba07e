import { describe, expect, it } from 'vitest';
import { presentContentTables } from './content-tables.server.ts';

const REGION = (label: string) =>
  `<div class="table-scroll" role="region" aria-label="${label}" tabindex="0">`;

describe('tables of content HTML get the narrow-screen treatment', () => {
  it('a table with a header row: a region named after its headings, cards labelled by them', () => {
    expect(
      presentContentTables(
        '<p>Officers</p><table><thead><tr><th>Role</th><th>Contact</th></tr></thead><tbody><tr><td>PIO</td><td>rti@example.edu.in</td></tr></tbody></table>',
      ),
    ).toBe(
      `<p>Officers</p>${REGION('Table: Role, Contact')}<div class="data-table data-table--cols-2"><table><thead><tr><th>Role</th><th>Contact</th></tr></thead><tbody><tr><td data-label="Role">PIO</td><td data-label="Contact">rti@example.edu.in</td></tr></tbody></table></div></div>`,
    );
  });

  it('a caption names the region; repeated names are numbered, and quotes stay in the attribute', () => {
    const table = '<table><caption>Fees "2026"</caption><tbody><tr><td>1</td></tr></tbody></table>';
    const html = presentContentTables(table + table);
    expect(html).toContain(`${REGION('Fees &quot;2026&quot;')}<table>`);
    expect(html).toContain(`${REGION('Fees &quot;2026&quot; 2')}<table>`);
  });

  it('a table whose cells span rows or columns scrolls in its region, without cards', () => {
    const html = presentContentTables(
      '<table><thead><tr><th>Day</th><th>Period</th></tr></thead><tbody><tr><td colspan="2">Holiday</td></tr></tbody></table>',
    );
    expect(html).toMatch(
      /^<div class="table-scroll" role="region" aria-label="Table: Day, Period" tabindex="0"><table>/,
    );
    expect(html).not.toMatch(/data-table|data-label/);
  });

  it('a table without caption or header row is named by its first row, or numbered', () => {
    const html = presentContentTables(
      '<table><tbody><tr><td>Day</td><td>Hours</td></tr></tbody></table><table><tbody><tr><td></td></tr></tbody></table>',
    );
    expect(html).toContain(REGION('Table: Day, Hours'));
    expect(html).toContain(REGION('Table 1'));
  });

  it('leaves HTML without a table as it is', () => {
    expect(presentContentTables('<p>a &amp; b</p>')).toBe('<p>a &amp; b</p>');
  });
});
