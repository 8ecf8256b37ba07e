import type { FieldSpec } from '../../content/items.ts';
import { fieldId } from './form-names.ts';

/**
 * A skip link a screen adds to the shell's, after "Skip to main content" (issue 36: 17 Tabs from
 * the top to "New notice", 46 to a teacher's add-row form): its target's id and its words.
 */
export interface SkipLink {
  href: `#${string}`;
  label: string;
}

/**
 * What a screen's route module exports as its `handle` to add skip links: made from its
 * loader's data, which is missing when the screen shows an error (then none).
 */
export interface SkipLinksHandle {
  skipLinks(data: unknown): SkipLink[];
}

const isSkipLinksHandle = (handle: unknown): handle is SkipLinksHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  typeof (handle as Partial<SkipLinksHandle>).skipLinks === 'function';

/** The skip links of the screens matched, in their order. */
export const skipLinksOf = (matches: readonly { handle: unknown; loaderData: unknown }[]) =>
  matches.flatMap((match) =>
    isSkipLinksHandle(match.handle) && match.loaderData !== undefined
      ? match.handle.skipLinks(match.loaderData)
      : [],
  );

/** An editor's: straight to its first box of files, the reason a clerk opens most notices. */
export const editorSkipLinks: SkipLinksHandle = {
  skipLinks(data) {
    const fields = (data as { view?: { fields?: readonly FieldSpec[] } }).view?.fields ?? [];
    const files = fields.find((field) => field.kind === 'attachments');
    return files ? [{ href: `#${fieldId(files.name)}`, label: 'Skip to the file box' }] : [];
  },
};
