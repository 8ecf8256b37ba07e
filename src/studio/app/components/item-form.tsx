import { FormProvider, getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useMemo, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import type { FieldSpec, ItemStatus } from '../../content/items.ts';
import { clientSchema } from '../lib/client-schema.ts';
import type { FileFacts } from '../lib/file-facts.ts';
import { fieldId } from '../lib/form-names.ts';
import { ErrorSummary } from './field.tsx';
import { FieldControl } from './field-control.tsx';

export interface ItemFormProps {
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
}

/** A message's field → the id of the control to link to from the summary. */
function summaryTarget(name: string, fields: readonly FieldSpec[]): string {
  if (name === '') return '';
  const top = name.split(/[.[]/)[0] ?? name;
  const spec = fields.find((field) => field.name === top);
  if (spec?.kind === 'rows' || /\.alt$/.test(name)) return fieldId(name);
  return fieldId(top);
}

/**
 * The editor's one form, drawn from the entity's fields: Conform keeps the values and the
 * messages (the server's after a post, and the browser's as a field is left), the hidden
 * version and create token go with it, and the four buttons say what to do with it.
 */
export function ItemForm(props: ItemFormProps) {
  const { fields, defaultValue, lastResult, version, createToken, files, status, mayPublish } =
    props;
  const schema = useMemo(() => clientSchema(fields), [fields]);
  const [form, formFields] = useForm<Record<string, unknown>>({
    id: 'item',
    lastResult,
    // The store's values are of the entity's own shape; Conform takes them as they are.
    defaultValue: defaultValue as never,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
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
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="item-form"
      >
        <div ref={summary}>
          <ErrorSummary errors={errors} />
        </div>
        {/* Enter in a text box saves the draft: the first submit button is the form's default. */}
        <button type="submit" name="intent" value="save" hidden tabIndex={-1}>
          Save draft
        </button>
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
        <div className="form-buttons">
          <button type="submit" name="intent" value="save" disabled={busy}>
            Save draft
          </button>
          <button type="submit" name="intent" value="preview" className="secondary" disabled={busy}>
            Preview
          </button>
          {mayPublish ? (
            <button type="submit" name="intent" value="publish" disabled={busy}>
              Publish
            </button>
          ) : null}
          {mayPublish && live && !props.singleton ? (
            <button
              type="submit"
              name="intent"
              value="unpublish"
              className="danger"
              disabled={busy}
            >
              Unpublish
            </button>
          ) : null}
          {busy ? (
            <p className="muted" role="status">
              Saving…
            </p>
          ) : null}
        </div>
      </Form>
    </FormProvider>
  );
}
