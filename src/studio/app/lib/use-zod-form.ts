import { useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';

type FormShape = Record<string, unknown>;

/**
 * A Conform form checked in the browser by the schema its action checks it by (the action's
 * last answer shown first), its fields' HTML constraints taken from the schema, and checked
 * again on each input once a problem has shown.
 */
export function useZodForm<Schema extends z.ZodType<FormShape, FormShape>>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null | undefined,
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldRevalidate: 'onInput',
  });
}
