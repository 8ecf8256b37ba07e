/** The part of a Conform field or form that the error summary reads. */
interface WithErrors {
  id: string;
  errors?: string[] | undefined;
}

/**
 * A form's problems for ErrorSummary: the form's own first (under ''), then each field's, by
 * the id its control carries, so each line links to its field.
 */
export function summaryOf(
  form: { errors?: string[] | undefined },
  fields: readonly WithErrors[],
): Record<string, string[] | undefined> {
  return Object.fromEntries([
    ['', form.errors],
    ...fields.map((field) => [field.id, field.errors] as const),
  ]);
}
