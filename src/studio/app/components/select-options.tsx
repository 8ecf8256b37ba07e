import type { FieldSpec } from '../../content/items.ts';

type Option = NonNullable<FieldSpec['options']>[number];

/** Options in runs of the same group, in the order given: each run one <optgroup>. */
function runsOf(options: readonly Option[]): { group: string | undefined; options: Option[] }[] {
  const runs: { group: string | undefined; options: Option[] }[] = [];
  for (const option of options) {
    const last = runs.at(-1);
    if (last && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  return runs;
}

/**
 * A native select's options, those with a group under its <optgroup> (a file's 77 metrics by
 * their criterion, issue 36): browsers and screen readers show the groups, no script needed.
 */
export function SelectOptions({ options }: { options: readonly Option[] }) {
  const each = (option: Option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  );
  return runsOf(options).flatMap((run, i) =>
    run.group === undefined
      ? run.options.map(each)
      : [
          <optgroup key={`${i}-${run.group}`} label={run.group}>
            {run.options.map(each)}
          </optgroup>,
        ],
  );
}
