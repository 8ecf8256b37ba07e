import { Form, Link } from 'react-router';
import { parse } from '@conform-to/react';
import { useRef, useState, type ReactNode } from 'react';
import type { FieldSpec, ItemStatus } from '../../content/items.ts';
import type { FileFacts } from '../lib/file-facts.ts';
import type { ItemActionData } from '../lib/item-action.server.ts';
import { lower } from '../lib/words.ts';
import { FormGuard } from './form-guard.tsx';
import { ItemForm } from './item-form.tsx';
import { OpenedField } from './opened-field.tsx';
import { ErrorSummary } from './field.tsx';
import { StatusTag } from './status-tag.tsx';
import { ScheduleFacts } from './schedule-fields.tsx';
import type { ScheduleView } from '../lib/schedule.server.ts';
import { When } from './when.tsx';

export interface EditorPageProps {
  /** What the form is opened on (`notice/s12@3`, decision 070). */
  opened: string;
  view: {
    name: string;
    label: { one: string; many: string };
    fields: readonly FieldSpec[];
    singleton: boolean;
    /** What this kind of item is for, where the public site shows it (a holiday's pop-up). */
    about: string | null;
  };
  item: {
    key: string | null;
    /** What its lists call it (EntityDef.summary); '' for a new item. */
    title: string;
    /** Links to the work that follows from it: "Add a file to this metric". */
    nextSteps: readonly { text: string; to: string }[];
    values: Record<string, unknown>;
    version: number;
    status: ItemStatus | null;
    publicUrl: string | null;
    updatedAt: string | null;
    updatedBy: string | null;
    /** Unpublished just now: its Undo can put it back. */
    undoable: boolean;
  };
  files: Readonly<Record<string, FileFacts>>;
  mayPublish: boolean;
  previewAvailable: boolean;
  createToken: string | null;
  /** From the address after a redirect: what was just done. */
  done:
    | 'saved'
    | 'published'
    | 'unpublished'
    | 'republished'
    | 'restored'
    | 'scheduled'
    | 'unscheduled'
    | null;
  /** The item's schedule (decision 088): what waits, and its fields' values. */
  schedule?: ScheduleView | undefined;
  showPreview: boolean;
  /** The action's answer, when the form comes back refused (or asking). */
  action: ItemActionData | undefined;
}

/** A draft's values as the form's: nested the way Conform names them (`members[0].name`). */
function valuesOf(entries: [string, string][]): Record<string, unknown> {
  const form = new URLSearchParams(entries);
  return parse(form, { resolve: (value) => ({ value }) }).payload;
}

/**
 * The editor: what was done, the item's status and links, the preview, and the form, with its
 * guard (drafts kept as it is typed in, offered back, and a question before leaving it).
 */
export function EditorPage(props: EditorPageProps) {
  const { view, item, files, action, done } = props;
  const form = useRef<HTMLFormElement>(null);
  // A draft restored: the form drawn again with its values (each restore a new drawing).
  const [restored, setRestored] = useState<{ values: Record<string, unknown>; drawing: number }>();
  const heading = item.key
    ? item.title || `${view.label.one} (no title)`
    : `New ${lower(view.label.one)}`;
  const previewSrc = item.key ? `/preview/${view.name}/${item.key}` : null;
  return (
    <main id="main" className="studio-main editor">
      {view.singleton ? null : (
        <p className="back">
          <Link to={`/items/${view.name}`}>All {lower(view.label.many)}</Link>
        </p>
      )}
      <h1>{heading}</h1>
      {view.about ? <p className="lead">{view.about}</p> : null}
      <Confirmation
        done={action?.undoRefused ? null : done}
        publicUrl={item.publicUrl}
        undo={
          done === 'unpublished' && item.undoable && props.mayPublish ? (
            <UndoUnpublish opened={props.opened} version={item.version} />
          ) : null
        }
      />
      <ErrorSummary errors={action?.undoRefused ? { '': [action.undoRefused] } : undefined} />
      {item.key ? (
        <dl className="item-facts">
          <div>
            <dt>Status</dt>
            <dd>{item.status ? <StatusTag status={item.status} /> : null}</dd>
          </div>
          <ScheduleFacts schedule={props.schedule} />
          {item.updatedAt ? (
            <div>
              <dt>Last saved</dt>
              <dd>
                {item.updatedBy ? `${item.updatedBy}, ` : ''}
                <When at={item.updatedAt} />
              </dd>
            </div>
          ) : null}
          <div>
            <dt>More</dt>
            <dd>
              <Link to={`/items/${view.name}/${item.key}/revisions`}>Revisions</Link>
              {item.publicUrl ? (
                <>
                  {' · '}
                  <a href={item.publicUrl}>The public page</a>
                </>
              ) : null}
              {item.nextSteps.map((step) => (
                <span key={step.to}>
                  {' · '}
                  <Link to={step.to}>{step.text}</Link>
                </span>
              ))}
            </dd>
          </div>
        </dl>
      ) : null}
      {props.showPreview && previewSrc ? (
        <section className="preview-panel" aria-labelledby="preview-title">
          <h2 id="preview-title">Preview</h2>
          {props.previewAvailable ? (
            <>
              <p>
                The public page as it will look with this draft.{' '}
                <a href={previewSrc}>Open the preview on its own</a>.
              </p>
              <iframe className="preview-frame" src={previewSrc} title={`Preview of ${heading}`} />
            </>
          ) : (
            <p>Preview is not available: the public site&rsquo;s pages are not built here.</p>
          )}
        </section>
      ) : null}
      <FormGuard
        key={props.opened}
        form={form}
        opened={props.opened}
        saved={done !== null}
        answer={action}
        drawing={restored?.drawing ?? 0}
        onRestore={(entries) =>
          setRestored({ values: valuesOf(entries), drawing: (restored?.drawing ?? 0) + 1 })
        }
      />
      {/* Each item's form is its own: moving to another item (or version) draws a new one. */}
      <ItemForm
        key={`${props.opened}#${props.createToken ?? ''}#${restored?.drawing ?? 0}`}
        formRef={form}
        opened={props.opened}
        fields={view.fields}
        defaultValue={restored?.values ?? { ...props.schedule?.typed, ...item.values }}
        lastResult={action?.result}
        version={action?.version ?? item.version}
        createToken={action?.createToken ?? props.createToken}
        files={{ ...files, ...action?.files }}
        status={item.status}
        mayPublish={props.mayPublish}
        singleton={view.singleton}
        label={view.label.one}
        confirm={action?.confirm}
        schedule={props.schedule}
      />
    </main>
  );
}

/** Undo, right after an Unpublish: a form of its own, opened on the item as it stands. */
function UndoUnpublish({ opened, version }: { opened: string; version: number }) {
  return (
    <Form method="post" className="undo-form">
      <OpenedField value={opened} />
      <input type="hidden" name="version" value={version} />
      <button type="submit" name="intent" value="undo-unpublish" className="secondary">
        Undo <span className="visually-hidden">the unpublish</span>
      </button>
    </Form>
  );
}

function Confirmation({
  done,
  publicUrl,
  undo,
}: {
  done: EditorPageProps['done'];
  publicUrl: string | null;
  undo: ReactNode;
}) {
  if (!done) return null;
  return (
    <div className="notice-ok" role="status">
      {done === 'published' ? (
        <p>
          Published. It is on the public site within a few seconds.
          {publicUrl ? (
            <>
              {' '}
              <a href={publicUrl}>See it on the public site</a>.
            </>
          ) : null}
        </p>
      ) : done === 'unpublished' ? (
        <>
          <p>Unpublished. It leaves the public site within a few seconds.</p>
          {undo}
        </>
      ) : done === 'republished' ? (
        <p>
          Unpublish undone: what was on the public site is back there within a few seconds.
          {publicUrl ? (
            <>
              {' '}
              <a href={publicUrl}>See it on the public site</a>.
            </>
          ) : null}
        </p>
      ) : done === 'scheduled' ? (
        <p>Saved as a draft, and scheduled: the server does it at that time.</p>
      ) : done === 'unscheduled' ? (
        <p>Saved as a draft; its schedule is cancelled.</p>
      ) : done === 'restored' ? (
        <p>The revision is restored as the draft. Publish it to put it on the public site.</p>
      ) : (
        <p>Saved as a draft. Visitors see it only once it is published.</p>
      )}
    </div>
  );
}

/** What was just done, from the address a save redirected to. */
export function doneFrom(url: URL): EditorPageProps['done'] {
  for (const done of [
    'published',
    'unpublished',
    'republished',
    'restored',
    'scheduled',
    'unscheduled',
    'saved',
  ] as const)
    if (url.searchParams.has(done)) return done;
  return null;
}
