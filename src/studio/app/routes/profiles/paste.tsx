import {
  Form,
  Link,
  data,
  redirect,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import {
  PASTE_FORMATS,
  parsePaste,
  type PastedRow,
  type PasteFormat,
  type PasteResult,
} from '../../../content/profile/citations.ts';
import { changeProfile, rowEdits } from '../../../content/profile/profile-edits.ts';
import type { ProfileRow } from '../../../content/profile/profile-schema.ts';
import {
  QUARTER_PATTERN,
  quarterChoices,
  quarterOf,
  quarterWords,
} from '../../../content/profile/quarters.ts';
import { SECTIONS, sectionOf } from '../../../content/profile/sections.ts';
import { ErrorSummary, Field } from '../../components/field.tsx';
import { profileFor, versionOf } from '../../lib/profile.server.ts';
import { readForm } from '../../lib/read-form.server.ts';
import { OpenedField } from '../../components/opened-field.tsx';
import { FormGuard, useDraftedForm } from '../../components/form-guard.tsx';
import { openedValue, profilePlace } from '../../lib/form-identity.ts';
import { wrongForm } from '../../lib/form-identity.server.ts';

export const meta: MetaFunction = () => [{ title: 'Add publications – Studio' }];

/** The sections a paste may fill: the publications. */
const TARGETS = SECTIONS.filter((spec) => spec.tab === 'Publications');
const FORMAT_WORDS: Record<PasteFormat, string> = {
  bibtex: 'BibTeX',
  ris: 'RIS',
  doi: 'A list of DOIs',
};

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { studio, personId, item } = await profileFor(context, request, params.personId);
  return {
    personId,
    opened: openedValue({ place: profilePlace(personId, 'paste'), version: item.version }),
    version: item.version,
    quarters: quarterChoices(studio.today),
    current: quarterOf(studio.today),
    targets: TARGETS.map((spec) => ({ key: spec.key, caption: spec.caption })),
  };
}

interface Pasted {
  text: string;
  format: PasteFormat;
  section: string;
  quarter: string;
}

function pastedOf(form: FormData): Pasted {
  const format = String(form.get('format') ?? 'bibtex');
  return {
    text: String(form.get('text') ?? ''),
    format: (PASTE_FORMATS as readonly string[]).includes(format)
      ? (format as PasteFormat)
      : 'bibtex',
    section: String(form.get('section') ?? 'research_papers'),
    quarter: String(form.get('quarter') ?? ''),
  };
}

/**
 * Read: the entries parsed and shown for review, nothing saved. Save: read again on the server
 * (what was reviewed is not trusted) and added all at once, or, when any entry is bad, nothing.
 */
export async function action({ context, request, params }: ActionFunctionArgs) {
  const { db, actor, personId, studio } = await profileFor(context, request, params.personId);
  const form = await readForm(request);
  const pasted = pastedOf(form);
  const spec = sectionOf(pasted.section);
  const answer = (status: number, result: PasteResult | null, errors: Record<string, string[]>) =>
    data({ pasted, result, errors, version: versionOf(form) }, { status });
  const wrong = wrongForm(form, profilePlace(personId, 'paste'));
  if (wrong) return answer(wrong.status, null, { '': [wrong.message] });
  if (!spec || !TARGETS.includes(spec))
    return answer(400, null, { section: ['Choose one of the kinds of publication.'] });
  if (!QUARTER_PATTERN.test(pasted.quarter))
    return answer(400, null, { quarter: ['Choose the quarter of these rows.'] });
  if (!pasted.text.trim()) return answer(400, null, { text: ['Paste the entries here.'] });
  const result = parsePaste(pasted.text, pasted.format, spec, pasted.quarter);
  if (result.problems.length)
    return answer(400, result, {
      text: [
        `${result.problems.length} of the entries cannot be added (listed below); nothing was saved. Correct or remove them, then try again.`,
      ],
    });
  if (form.get('intent') !== 'save') return answer(200, result, {});
  const outcome = await changeProfile(
    db,
    actor,
    personId,
    versionOf(form),
    rowEdits.addEach(result.rows),
    studio.today,
  );
  if (!outcome.ok) {
    // A problem in a row the paste made is named with its number among the pasted entries.
    const errors: Record<string, string[]> = {};
    for (const [name, list] of Object.entries(outcome.fieldErrors)) {
      const entry = pastedEntryOf(result, name);
      const key = entry ? 'text' : name;
      const prefix = entry ? `Entry ${entry}: ` : '';
      (errors[key] ??= []).push(...list.map((message) => prefix + message));
    }
    return answer(outcome.status, result, errors);
  }
  // To the chosen section, unless every entry went to the section of its kind.
  const shown = result.rows.some((r) => r.section === spec.key)
    ? spec.key
    : result.rows[0]!.section;
  return redirect(`/profiles/${personId}/${shown}?done=pasted`);
}

/**
 * The number among the pasted entries of the row a store message names ('other_publications[1]
 * .title_paper'): pasted rows are kept first in their section, in the order pasted.
 */
function pastedEntryOf(result: PasteResult, name: string): number | null {
  const at = /^(\w+)\[(\d+)\]/.exec(name);
  if (!at) return null;
  const mine = result.rows.flatMap((r, i) => (r.section === at[1] ? [i] : []));
  const entry = mine[Number(at[2])];
  return entry === undefined ? null : entry + 1;
}

export default function PastePublications() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  // A draft restored (decision 070) stands in for what was sent.
  const drafted = useDraftedForm(page.opened);
  const draft = drafted.restored;
  const pasted = draft
    ? {
        text: draft.get('text') ?? '',
        format: (draft.get('format') ?? 'bibtex') as PasteFormat,
        section: draft.get('section') ?? 'research_papers',
        quarter: draft.get('quarter') ?? page.current,
      }
    : reply?.pasted;
  const result = reply?.result;
  const errors = reply?.errors ?? {};
  const spec = sectionOf(pasted?.section ?? 'research_papers');
  const reviewing = result && result.rows.length > 0 && result.problems.length === 0;
  const groups = groupsOf(result?.rows ?? []);
  return (
    <main id="main" className="studio-main">
      <p className="back">
        <Link to={`/profiles/${page.personId}`}>Back to your profile</Link>
      </p>
      <h1>Add publications</h1>
      <p>
        Paste the citations as BibTeX or RIS (your reference manager, Google Scholar or the
        journal&rsquo;s page exports them). Read them first: the rows are shown for you to check,
        then added together.
      </p>
      <ErrorSummary errors={errors} />
      <FormGuard
        key={page.opened}
        form={drafted.form}
        opened={page.opened}
        saved={false}
        answer={reply}
        drawing={drafted.drawing}
        onRestore={drafted.onRestore}
      />
      {/* Each profile's paste form is its own (decision 070). */}
      <Form
        key={`${page.opened}#${drafted.drawing}`}
        ref={drafted.form}
        method="post"
        className="item-form"
      >
        <OpenedField value={page.opened} />
        <input type="hidden" name="version" value={reply?.version ?? page.version} />
        <fieldset className="field">
          <legend>What you paste</legend>
          {PASTE_FORMATS.map((format) => (
            <div key={format} className="field-checkbox">
              <input
                type="radio"
                id={`format-${format}`}
                name="format"
                value={format}
                defaultChecked={(pasted?.format ?? 'bibtex') === format}
              />
              <label htmlFor={`format-${format}`}>{FORMAT_WORDS[format]}</label>
            </div>
          ))}
        </fieldset>
        <Field id="section" label="Add them to" errors={errors.section} required>
          {(aria) => (
            <select name="section" defaultValue={pasted?.section ?? 'research_papers'} {...aria}>
              {page.targets.map((target) => (
                <option key={target.key} value={target.key}>
                  {target.caption}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="quarter" label="Quarter" errors={errors.quarter} required>
          {(aria) => (
            <select name="quarter" defaultValue={pasted?.quarter ?? page.current} {...aria}>
              {page.quarters.map((quarter) => (
                <option key={quarter} value={quarter}>
                  {quarterWords(quarter)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="text" label="The entries" errors={errors.text} required>
          {(aria) => <textarea name="text" rows={12} defaultValue={pasted?.text ?? ''} {...aria} />}
        </Field>
        {result && result.problems.length ? (
          <section aria-labelledby="problems">
            <h2 id="problems">Entries that cannot be added</h2>
            <ul>
              {result.problems.map((problem, i) => (
                <li key={i}>
                  {problem.entry ? <code>{problem.entry}</code> : null} {problem.reason}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {reviewing && spec ? (
          <section aria-labelledby="review">
            <h2 id="review">
              {rowsWords(result.rows.length)} to add
              {groups.length === 1 ? ` to ${sectionOf(groups[0]![0])!.caption}` : null}
            </h2>
            {groups.length > 1 || groups[0]![0] !== spec.key ? (
              <p>
                {spec.caption} holds journal articles: a paper in conference proceedings or a book
                chapter goes to Other Publications, a book to Text Books, each in its own columns.
              </p>
            ) : null}
            {groups.map(([key, rows]) => (
              <ReviewGroup key={key} sectionKey={key} rows={rows} titled={groups.length > 1} />
            ))}
          </section>
        ) : null}
        <div className="form-buttons">
          <button type="submit" name="intent" value="read" className={reviewing ? 'secondary' : ''}>
            Read the entries
          </button>
          {reviewing ? (
            <button type="submit" name="intent" value="save">
              Add these {result.rows.length} rows
            </button>
          ) : null}
        </div>
      </Form>
    </main>
  );
}

/** The pasted rows by the section they go to, in the order the sections first come. */
const groupsOf = (rows: readonly PastedRow[]) =>
  [...new Set(rows.map((r) => r.section))].map(
    (key) => [key, rows.filter((r) => r.section === key).map((r) => r.row)] as const,
  );

const rowsWords = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

function ReviewGroup(props: { sectionKey: string; rows: readonly ProfileRow[]; titled: boolean }) {
  const { rows, titled } = props;
  const spec = sectionOf(props.sectionKey)!;
  return (
    <>
      {titled ? (
        <h3>
          {rowsWords(rows.length)} to {spec.caption}
        </h3>
      ) : null}
      <ol className="profile-rows">
        {rows.map((row, i) => (
          <li key={i} className="profile-row">
            <dl className="item-facts">
              {spec.columns.map((column) =>
                row[column.key] ? (
                  <div key={column.key}>
                    <dt>{column.label}</dt>
                    <dd>{row[column.key]}</dd>
                  </div>
                ) : null,
              )}
            </dl>
          </li>
        ))}
      </ol>
    </>
  );
}

export { ScreenError as ErrorBoundary } from '../../components/screen-error.tsx';
