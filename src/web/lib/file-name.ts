/**
 * The name a file's button or link reads, from the content (issue 37, decision 095): attachments
 * carry no title of their own, but their file names say which is which
 * ('important/fee-structure-arts.pdf'). Beside the item's title ('Fee structure') the part of the
 * name that the title does not say is what tells the files apart: 'Fee structure – Arts'. A name
 * that does not begin with the title is shown on its own ('Undertaking').
 */
/** Its words, lower case; numbers joined by hyphens stay one ('2024-07-12', '2026-27'). */
const words = (text: string) => text.toLowerCase().match(/\d+(?:-\d+)*|[\p{L}\p{N}]+/gu) ?? [];

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The file's name without its folders, query or extension: 'fee-structure-arts'. */
function baseName(path: string): string {
  const last = path.split(/[?#]/)[0]!.split('/').filter(Boolean).at(-1) ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A malformed escape: the name as written.
  }
  return name.replace(/\.[^.]*$/, '');
}

export function fileName(path: string, itemTitle = ''): string {
  const own = words(baseName(path));
  const title = words(itemTitle);
  const rest =
    title.length > 0 && title.every((word, i) => own[i] === word) ? own.slice(title.length) : null;
  if (rest === null) return capitalized(own.join(' '));
  return rest.length === 0 ? itemTitle : `${itemTitle} – ${capitalized(rest.join(' '))}`;
}
