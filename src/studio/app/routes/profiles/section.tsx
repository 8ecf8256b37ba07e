import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { useEffect } from 'react';
import {
  changeProfile,
  moveTarget,
  rowEdits,
  undoRowRemoval,
} from '../../../content/profile/profile-edits.ts';
import { newestFirstOrder } from '../../../../site-map/row-order.ts';
import { quarterChoices, quarterOf, quarterWords } from '../../../content/profile/quarters.ts';
import { ConfirmButton, ConfirmStep } from '../../components/confirm-button.tsx';
import { ErrorSummary } from '../../components/field.tsx';
import { OpenedField } from '../../components/opened-field.tsx';
import { FormGuard, useDraftedForm } from '../../components/form-guard.tsx';
import { RowFields } from '../../components/profile/row-fields.tsx';
import { factsOfSpecs } from '../../lib/file-facts.server.ts';
import { openedValue, profilePlace } from '../../lib/form-identity.ts';
import { wrongForm } from '../../lib/form-identity.server.ts';
import { saveFormRow, sectionFor, wrongRowForm } from '../../lib/profile-section.server.ts';
import { refusedAnswer, versionOf } from '../../lib/profile.server.ts';
import { readForm } from '../../lib/read-form.server.ts';
import { type SkipLinksHandle } from '../../lib/skip-links.ts';

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `${page?.spec.caption ?? 'Section'} – Studio` },
];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { db, studio, personId, item, spec, limits, rows } = await sectionFor(
    context,
    request,
    params,
  );
  const files = await factsOfSpecs(db, rows.map((row) => row.file ?? '').filter(Boolean));
  const url = new URL(request.url);
  const done = url.searchParams.get('done');
  const doneRow = Number(url.searchParams.get('row') ?? -1);
  const rowNamed = Number.isInteger(doneRow) && doneRow in rows;
  const moved = url.searchParams.get('focus');
  const opened = (...part: string[]) =>
    openedValue({ place: profilePlace(personId, spec.key, ...part), version: item.version });
  return {
    personId,
    /** What the rows' buttons and the add form are opened on (decision 070). */
    openedRows: opened(),
    openedAdd: opened('add'),
    /** Removed just now: the row its Undo puts back. */
    undoRow: done === 'removed' && Number.isInteger(doneRow) && doneRow >= 0 ? doneRow : null,
    /** Moved just now: the row, and its button that keeps the focus (Move up or Move down). */
    focus:
      done === 'moved' && rowNamed && (moved === 'up' || moved === 'down')
        ? { row: doneRow, button: moved as 'up' | 'down' }
        : null,
    name: String(item.values.name ?? ''),
    spec,
    limits,
    /**
     * The rows newest first (decision 091), each with its kept place (`index`, which the forms
     * send) and whether Move up / Move down may take it past its neighbour (of the same date).
     */
    rows: newestFirstOrder(rows, spec).map((index) => {
      const cells = rows[index]!;
      return {
        index,
        cells,
        file: cells.file ? (files[cells.file] ?? null) : null,
        up: moveTarget(rows, spec, index, -1) !== null,
        down: moveTarget(rows, spec, index, 1) !== null,
      };
    }),
    version: item.version,
    quarters: quarterChoices(studio.today),
    current: quarterOf(studio.today),
    done: ['added', 'moved', 'removed', 'changed', 'pasted', 'back'].includes(done ?? '')
      ? done
      : null,
  };
}

const refusal = (status: 400 | 409, message: string) =>
  refusedAnswer(
    { ok: false, status, fieldErrors: { '': [message] }, values: {} },
    { row: null, fileFacts: null },
  );

/**
 * Add a row, move one up or down, or remove one: each a save of the profile's draft. Remove asks
 * first (a dialog; without JavaScript this answers with the question), and its Undo puts the row
 * back right after (decision 070).
 */
export async function action({ context, request, params }: ActionFunctionArgs) {
  const section = await sectionFor(context, request, params);
  const { db, actor, personId, spec, studio } = section;
  const form = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  const index = Number(form.get('index') ?? -1);
  if (intent === 'add') {
    const wrong = await wrongRowForm(section, form, profilePlace(personId, spec.key, 'add'));
    if (wrong) return wrong;
    // A new row is kept first (decision 091): its messages are those of row 0.
    return saveFormRow(section, form, 0, (row) => rowEdits.add(spec.key, [row]), 'added');
  }
  const wrong = wrongForm(form, profilePlace(personId, spec.key));
  if (wrong) return refusal(wrong.status, wrong.message);
  if (intent === 'remove')
    return index in section.rows
      ? data({ row: null, fileFacts: null, errors: {}, confirmRemove: index })
      : refusal(409, 'That row is not there any more: open the section again.');
  if (intent === 'undo-remove') {
    const back = await undoRowRemoval(db, actor, personId, versionOf(form), spec.key, index);
    if (!back.ok) return refusedAnswer(back, { row: null, fileFacts: null });
    return redirect(`/profiles/${personId}/${spec.key}?done=back`);
  }
  const edit =
    intent === 'up' || intent === 'down'
      ? rowEdits.move(spec.key, index, intent === 'up' ? -1 : 1)
      : intent === 'confirm-remove'
        ? rowEdits.remove(spec.key, index)
        : null;
  if (!edit) return refusal(400, 'That is not something this page does.');
  const outcome = await changeProfile(db, actor, personId, versionOf(form), edit, studio.today);
  if (!outcome.ok) return refusedAnswer(outcome, { row: null, fileFacts: null });
  if (intent === 'confirm-remove')
    return redirect(`/profiles/${personId}/${spec.key}?done=removed&row=${index}`);
  // The moved row now sits where its neighbour was: the page gives its button the focus back
  // (autofocus, scrolled to; no #fragment, which would keep the browser from autofocusing).
  const to = moveTarget(section.rows, spec, index, intent === 'up' ? -1 : 1)!;
  return redirect(`/profiles/${personId}/${spec.key}?done=moved&row=${to}&focus=${intent}`);
}

const DONE: Record<string, string> = {
  added:
    'The row is added and saved. Publish your changes from your profile’s page to make it public.',
  moved: 'The row is moved and saved.',
  removed: 'The row is removed and saved.',
  changed: 'The row is changed and saved.',
  back: 'The row is back where it was, and saved.',
  pasted:
    'The publications are added and saved. Publish your changes from your profile’s page to make them public.',
};

/** "Skip to add a row" among the skip links: the form is below every row (issue 36). */
export const handle: SkipLinksHandle = {
  skipLinks: () => [{ href: '#add-row', label: 'Skip to add a row' }],
};

export default function ProfileSection() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { spec } = page;
  const errors = refused?.errors ?? {};
  const asked = refused && 'confirmRemove' in refused ? refused.confirmRemove : null;
  const drafted = useDraftedForm(page.openedAdd);
  const typed = drafted.restored
    ? Object.fromEntries(drafted.restored)
    : (refused?.row ?? { quarter: page.current });
  useFocusAfterMove(page.focus);
  const dateLabel = spec.columns.find((c) => c.key === spec.date)?.label ?? 'date';
  const heading = (row: Record<string, string>) =>
    spec.columns.map((c) => row[c.key]).find(Boolean) ?? '(empty row)';
  return (
    <main id="main" className="studio-main">
      <p className="back">
        <Link to={`/profiles/${page.personId}`}>Back to {page.name}</Link>
      </p>
      <h1>{spec.caption}</h1>
      {page.rows.length ? (
        <p className="jump">
          <a href="#add-row">Add a row</a> (the form is below the rows)
        </p>
      ) : null}
      <ErrorSummary errors={errors} />
      {page.done && !refused ? (
        <div className="notice-ok" role="status">
          <p>{DONE[page.done]}</p>
          {page.undoRow !== null ? (
            <Form method="post" className="undo-form">
              <OpenedField value={page.openedRows} />
              <input type="hidden" name="version" value={page.version} />
              <input type="hidden" name="index" value={page.undoRow} />
              <button type="submit" name="intent" value="undo-remove" className="secondary">
                Undo <span className="visually-hidden">the removal</span>
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
      {page.rows.length === 0 ? <p>No rows yet.</p> : null}
      {spec.date && page.rows.length > 1 ? (
        <p className="hint">
          Newest first by their {dateLabel}. Move up and Move down order rows of the same date.
        </p>
      ) : null}
      <ol className="profile-rows">
        {page.rows.map(({ index, cells: row, file, up, down }, position) => {
          const focus = page.focus?.row === index ? focusOf(page.focus.button, up, down) : null;
          return (
            <li
              key={index}
              id={`row-${index}`}
              tabIndex={-1}
              className="profile-row"
              {...focusProps(focus === 'row')}
            >
              <h2 className="profile-row-title">{heading(row)}</h2>
              <dl className="item-facts">
                {spec.columns.slice(1).map((column) =>
                  row[column.key] ? (
                    <div key={column.key}>
                      <dt>{column.label}</dt>
                      <dd>{row[column.key]}</dd>
                    </div>
                  ) : null,
                )}
                {row.quarter ? (
                  <div>
                    <dt>Quarter</dt>
                    <dd>{quarterWords(row.quarter)}</dd>
                  </div>
                ) : null}
                {file ? (
                  <div>
                    <dt>File</dt>
                    <dd>{file.name}</dd>
                  </div>
                ) : null}
              </dl>
              <Form method="post" className="row-buttons">
                <OpenedField value={page.openedRows} />
                <input type="hidden" name="version" value={page.version} />
                <input type="hidden" name="index" value={index} />
                <Link
                  className="button secondary"
                  to={`/profiles/${page.personId}/${spec.key}/${index}`}
                >
                  Edit <span className="visually-hidden">row {position + 1}</span>
                </Link>
                {up ? (
                  <button
                    type="submit"
                    name="intent"
                    value="up"
                    className="secondary"
                    {...focusProps(focus === 'up')}
                  >
                    Move up <span className="visually-hidden">row {position + 1}</span>
                  </button>
                ) : null}
                {down ? (
                  <button
                    type="submit"
                    name="intent"
                    value="down"
                    className="secondary"
                    {...focusProps(focus === 'down')}
                  >
                    Move down <span className="visually-hidden">row {position + 1}</span>
                  </button>
                ) : null}
                <ConfirmButton
                  label={
                    <>
                      Remove <span className="visually-hidden">row {position + 1}</span>
                    </>
                  }
                  ask="remove"
                  confirm="confirm-remove"
                  title={`Remove row ${position + 1}?`}
                  body={<RemoveWords heading={heading(row)} />}
                  confirmLabel="Remove it"
                  cancelLabel="Keep it"
                />
                {asked === index ? (
                  <ConfirmStep
                    title={`Remove row ${position + 1}?`}
                    body={<RemoveWords heading={heading(row)} />}
                    confirm="confirm-remove"
                    confirmLabel="Yes, remove it"
                    keep={
                      <Link
                        className="button secondary"
                        to={`/profiles/${page.personId}/${spec.key}`}
                      >
                        No, keep it
                      </Link>
                    }
                  />
                ) : null}
              </Form>
            </li>
          );
        })}
      </ol>
      <h2 id="add-row">Add a row</h2>
      <FormGuard
        key={page.openedAdd}
        form={drafted.form}
        opened={page.openedAdd}
        saved={page.done !== null}
        answer={refused}
        drawing={drafted.drawing}
        onRestore={drafted.onRestore}
      />
      {/* A new version (a row added) draws a blank form: what was typed is saved already. Each
          section's form is its own (decision 070). */}
      <Form
        key={`${page.openedAdd}#${drafted.drawing}`}
        ref={drafted.form}
        method="post"
        encType="multipart/form-data"
        className="item-form"
        aria-labelledby="add-row"
      >
        <OpenedField value={page.openedAdd} />
        <input type="hidden" name="version" value={page.version} />
        <RowFields
          spec={spec}
          limits={page.limits}
          values={typed}
          errors={errors}
          quarters={page.quarters}
          file={refused?.fileFacts ?? null}
        />
        <div className="form-buttons">
          <button type="submit" name="intent" value="add">
            Add the row
          </button>
        </div>
      </Form>
    </main>
  );
}

/**
 * The button that keeps the focus after a move: the one pressed, else (the row is now first or
 * last) the other, else the row itself.
 */
function focusOf(pressed: 'up' | 'down', up: boolean, down: boolean): 'up' | 'down' | 'row' {
  const [same, other] = pressed === 'up' ? [up, down] : [down, up];
  if (same) return pressed;
  if (other) return pressed === 'up' ? 'down' : 'up';
  return 'row';
}

/** Without JavaScript the page loads with `autofocus` on it; React marks it for the effect. */
const focusProps = (on: boolean) => (on ? { autoFocus: true, 'data-focus': '' } : {});

/**
 * After a move the page is drawn again in place, and the button pressed now belongs to another
 * row: the focus goes back to the moved row's button (WCAG 2.4.3), at each load that names it.
 */
function useFocusAfterMove(focus: unknown) {
  useEffect(() => {
    if (!focus) return;
    const target = document.querySelector<HTMLElement>('.profile-rows [data-focus]');
    if (target && document.activeElement !== target) target.focus();
  }, [focus]);
}

export { ScreenError as ErrorBoundary } from '../../components/screen-error.tsx';

function RemoveWords({ heading }: { heading: string }) {
  return (
    <p>
      &ldquo;{heading}&rdquo; is taken out of this section and your profile is saved at once. You
      can undo this right after.
    </p>
  );
}
