/** Controls whose values are the form's own bookkeeping, not what was typed. */
const BOOKKEEPING = new Set(['intent', 'opened', 'version', 'createToken']);

/**
 * A form's named values, in order: as they are now, or as the page drew them (each control's
 * default: what the server sent, whatever was typed since). Files chosen and not yet sent are
 * left out (a browser cannot keep them); files already sent are hidden values and stay.
 */
export function formEntries(form: HTMLFormElement, which: 'now' | 'drawn'): [string, string][] {
  const drawn = which === 'drawn';
  const entries: [string, string][] = [];
  for (const element of Array.from(form.elements)) {
    const control = element as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
    const name = control.name;
    if (!name || BOOKKEEPING.has(name) || name.startsWith('__') || control.disabled) continue;
    if (control instanceof HTMLButtonElement || control.type === 'file') continue;
    if (control instanceof HTMLSelectElement) {
      const options = Array.from(control.options);
      let chosen = options.filter((option) => (drawn ? option.defaultSelected : option.selected));
      // A list drawn with no choice marked shows its first: that is what it was drawn with.
      if (drawn && !control.multiple && chosen.length === 0) chosen = options.slice(0, 1);
      for (const option of chosen) entries.push([name, option.value]);
    } else if (control instanceof HTMLInputElement && /^(checkbox|radio)$/.test(control.type)) {
      if (drawn ? control.defaultChecked : control.checked) entries.push([name, control.value]);
    } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      entries.push([name, drawn ? control.defaultValue : control.value]);
    }
  }
  return entries;
}

export const sameEntries = (a: [string, string][], b: [string, string][]) =>
  JSON.stringify(a) === JSON.stringify(b);
