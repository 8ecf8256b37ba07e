/** Small text helpers shared by the data builders. */

/** 'Admission Notice: B.A. 1st Sem' -> 'admission-notice-b-a-1st-sem', for file names. */
export function slugify(text: string, maxLength = 60): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = slug.slice(0, maxLength).replace(/-+[^-]*$/, '');
  return (slug.length > maxLength ? cut : slug) || 'file';
}

/** Hands out file names that are unique within a folder: name.pdf, name-2.pdf, ... */
export class UniqueNames {
  private used = new Set<string>();

  take(base: string): string {
    let name = base;
    for (let n = 2; this.used.has(name); n++) name = `${base}-${n}`;
    this.used.add(name);
    return name;
  }
}

/** Joins Markdown paragraphs with blank lines. */
export function paragraphs(...parts: string[]): string {
  return parts.map((p) => p.trim()).join('\n\n') + '\n';
}

/** A Markdown bullet list. */
export function bullets(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join('\n') + '\n';
}

/** Quarter label of a year and a quarter number 1-4, as the schema wants it: '2024-1st'. */
export function quarterLabel(year: number, q: number): string {
  return `${year}-${['1st', '2nd', '3rd', '4th'][q - 1]}`;
}

/** Words that keep their capital inside a sentence (names of peoples, languages, places). */
const PROPER = new Set([
  'Vaishnavite',
  'Assamese',
  'Kamrupi',
  'Ankiya',
  'Indian',
  'English',
  'Victorian',
  'Sankardeva',
  'Srinivasa',
  'Bihu',
  'Republic',
  'Independence',
  'National',
  'International',
  'World',
  'Rongali',
  'Magh',
  'Teachers\u2019',
  'Bir',
  'Har',
  'Gauhati',
  'College',
]);

/** 'Women's writing in Assamese' -> 'women's writing in Assamese', for use inside a sentence. */
export function lowerFirst(text: string): string {
  const first = text.split(/\s/)[0] ?? '';
  // Names and acronyms (NSS, COVID-19) keep their capitals.
  if (PROPER.has(first) || /^[A-Z0-9-]{2,}$/.test(first)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A Markdown table with padded columns (the way Prettier lays tables out). */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return (
    [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join(
      '\n',
    ) + '\n'
  );
}

/** '1st', '2nd', '3rd', '4th', '11th', '21st': a number as English counts it. */
export const ordinal = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
