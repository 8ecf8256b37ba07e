import {
  FormProvider,
  getFormProps,
  getInputProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Form, useNavigation } from 'react-router';
import type { FieldSpec, ItemStatus } from '../../content/items.ts';
import { clientSchema } from '../lib/client-schema.ts';
import { lower } from '../lib/words.ts';
import { ConfirmButton, ConfirmStep } from './confirm-button.tsx';
import type { FileFacts } from '../lib/file-facts.ts';
import { formIdOf, OPENED } from '../lib/form-identity.ts';
import { fieldId } from '../lib/form-names.ts';
import { ErrorSummary } from './field.tsx';
import { FieldControl } from './field-control.tsx';
import { ScheduleFields } from './schedule-fields.tsx';
import type { ScheduleView } from '../lib/schedule.server.ts';
import { UploadTracker } from './upload-tracker.ts';

export interface ItemFormProps {
  /** What the form was opened on (`notice/s12@3`): its id, and a value it sends (decision 070). */
  opened: string;
  fields: readonly FieldSpec[];
  defaultValue: Record<string, unknown>;
  lastResult: SubmissionResult<string[]> | undefined;
  version: number;
  createToken: string | null;
  files: Readonly<Record<string, FileFacts>>;
  status: ItemStatus | null;
  mayPublish: boolean;
  /** One item only (the principal, the admission settings): it cannot be unpublished. */
  singleton: boolean;
  /** What one item is called ("Notice"), for the questions the form asks. */
  label: string;
  /** The action asks (without JavaScript) before it unpublishes. */
  confirm?: 'unpublish' | undefined;
  /** The form element, for the guard that keeps its drafts. */
  formRef?: RefObject<HTMLFormElement | null>;
  /** Its schedule's fields (decision 088), for one who may publish it. */
  schedule?: ScheduleView | undefined;
}

/** A message's field → the id of the control to link to from the summary. */
function summaryTarget(name: string, fields: readonly FieldSpec[]): string {
  if (name === '') return '';
  const top = name.split(/[.[]/)[0] ?? name;
  const spec = fields.find((field) => field.name === top);
  if (spec?.kind === 'rows' || /\.(alt|crop|edit)$/.test(name)) return fieldId(name);
  return fieldId(top);
}

/**
 * The editor's one form, drawn from the entity's fields: Conform keeps the values and the
 * messages (the server's after a post, and the browser's as a field is left), the hidden
 * version and create token go with it, and the four buttons say what to do with it. Its id is
 * made of what it was opened on, and that goes with the values it was loaded with: a form whose
 * values came from another item says so, and the action refuses it (decision 070). The editor
 * gives each item's form a key of its own, so none of this outlives a move to another item.
 */
export function ItemForm(props: ItemFormProps) {
  const { fields, defaultValue, lastResult, version, createToken, files, status, mayPublish } =
    props;
  const schema = useMemo(() => clientSchema(fields), [fields]);
  const [form, formFields] = useForm<Record<string, unknown>>({
    id: formIdOf(props.opened),
    lastResult,
    // The store's values are of the entity's own shape; Conform takes them as they are.
    defaultValue: { ...defaultValue, [OPENED]: props.opened } as never,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const navigation = useNavigation();
  const [sendingFiles, setSendingFiles] = useState(0);
  const trackUpload = useCallback(() => {
    setSendingFiles((count) => count + 1);
    return () => setSendingFiles((count) => count - 1);
  }, []);
  const busy = navigation.state === 'submitting' || sendingFiles > 0;
  const summary = useRef<HTMLDivElement>(null);

  const errors: Record<string, string[]> = {};
  for (const [name, list] of Object.entries(form.allErrors)) {
    const target = summaryTarget(name === form.id ? '' : name, fields);
    (errors[target] ??= []).push(...list);
  }
  useEffect(() => {
    if (lastResult?.error) summary.current?.querySelector<HTMLElement>('.error-summary')?.focus();
  }, [lastResult]);

  const live = status === 'published' || status === 'changed';
  return (
    <FormProvider context={form.context}>
      <UploadTracker.Provider value={trackUpload}>
        <Form
          ref={props.formRef}
          method="post"
          encType="multipart/form-data"
          {...getFormProps(form)}
          className="item-form"
        >
          <div ref={summary}>
            <ErrorSummary errors={errors} />
          </div>
          {/* Enter in a text box saves the draft: the first submit button is the form's default. */}
          <button type="submit" name="intent" value="save" hidden tabIndex={-1} disabled={busy}>
            Save draft
          </button>
          <OpenedInput field={formFields[OPENED]} />
          <input type="hidden" name="version" value={version} />
          {createToken ? <input type="hidden" name="createToken" value={createToken} /> : null}
          {fields.map((spec) => {
            const field = formFields[spec.name];
            if (!field) return null;
            return (
              <FieldControl
                key={spec.name}
                spec={spec}
                field={field}
                formId={form.id}
                files={files}
              />
            );
          })}
          {props.confirm === 'unpublish' && mayPublish && live ? (
            <ConfirmStep
              title={`Unpublish this ${lower(props.label)}?`}
              body={<UnpublishWords />}
              confirm="confirm-unpublish"
              confirmLabel="Yes, unpublish it"
              keep={
                <button type="submit" name="intent" value="keep" className="secondary">
                  No, keep it on the site
                </button>
              }
            />
          ) : null}
          <div className="form-buttons">
            <button type="submit" name="intent" value="save" disabled={busy}>
              Save draft
            </button>
            <button
              type="submit"
              name="intent"
              value="preview"
              className="secondary"
              disabled={busy}
            >
              Preview
            </button>
            {mayPublish ? (
              <button type="submit" name="intent" value="publish" disabled={busy}>
                Publish
              </button>
            ) : null}
            {mayPublish && live && !props.singleton ? (
              <ConfirmButton
                label="Unpublish"
                ask="unpublish"
                confirm="confirm-unpublish"
                title={`Unpublish this ${lower(props.label)}?`}
                body={<UnpublishWords />}
                confirmLabel="Unpublish"
                cancelLabel="Keep it on the site"
                disabled={busy}
              />
            ) : null}
            <p className="muted" role="status">
              {sendingFiles > 0
                ? 'Sending files: the buttons work again once they have arrived.'
                : navigation.state === 'submitting'
                  ? 'Saving…'
                  : ''}
            </p>
          </div>
          {mayPublish && props.schedule ? (
            <ScheduleFields
              schedule={props.schedule}
              fields={{ publish: formFields.publish_at ?? {}, until: formFields.until_at ?? {} }}
              disabled={busy}
            />
          ) : null}
        </Form>
      </UploadTracker.Provider>
    </FormProvider>
  );
}

/** The form's `opened` value, as Conform holds it with the values it was loaded with. */
function OpenedInput({ field }: { field: Parameters<typeof getInputProps>[0] | undefined }) {
  if (!field) return null;
  const { key: _key, ...props } = getInputProps(field, { type: 'hidden' });
  return <input {...props} />;
}

function UnpublishWords() {
  return (
    <p>
      It leaves the public site within a few seconds; what you typed is saved as its draft. You can
      undo this right after.
    </p>
  );
}
