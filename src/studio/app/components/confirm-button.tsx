import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ConfirmButtonProps {
  /** The button's words ("Unpublish"), and what a screen reader hears after them. */
  label: ReactNode;
  /** The intent the button posts without JavaScript: the action answers with a confirmation. */
  ask: string;
  /** The intent of the dialog's own button, which acts. */
  confirm: string;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  disabled?: boolean;
}

/**
 * A button that asks before it acts (Unpublish, Remove; decision 070). With JavaScript it opens
 * a modal dialog (the browser's own: focus kept inside, Escape closes) whose first focus is the
 * harmless choice, and whose other button submits the form with the `confirm` intent; focus
 * goes back to the button when it closes. Without JavaScript the button posts the `ask` intent
 * and the action answers with a confirmation step instead.
 */
export function ConfirmButton(props: ConfirmButtonProps) {
  const opener = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => {
    // The dialog's button sends its form: the dialog closes as it goes.
    const form = opener.current?.form;
    const onSubmit = (event: SubmitEvent) => {
      if (event.submitter && dialog.current?.contains(event.submitter)) dialog.current.close();
    };
    form?.addEventListener('submit', onSubmit);
    return () => form?.removeEventListener('submit', onSubmit);
  }, []);
  return (
    <>
      <button
        ref={opener}
        type="submit"
        name="intent"
        value={props.ask}
        className="danger"
        disabled={props.disabled}
        onClick={(event) => {
          event.preventDefault();
          dialog.current?.showModal();
          cancel.current?.focus();
        }}
      >
        {props.label}
      </button>
      <dialog
        ref={dialog}
        className="confirm-dialog"
        aria-labelledby={titleId}
        onClose={() => opener.current?.focus()}
      >
        <h2 id={titleId}>{props.title}</h2>
        <div>{props.body}</div>
        <div className="form-buttons">
          <button type="submit" name="intent" value={props.confirm} className="danger">
            {props.confirmLabel}
          </button>
          <button
            ref={cancel}
            type="button"
            className="secondary"
            onClick={() => dialog.current?.close()}
          >
            {props.cancelLabel}
          </button>
        </div>
      </dialog>
    </>
  );
}

/**
 * The confirmation step without JavaScript: the question, the button that acts, and one that
 * keeps things as they are (`keep`: the form again, as typed). Announced when it comes.
 */
export function ConfirmStep(props: {
  title: string;
  body: ReactNode;
  confirm: string;
  confirmLabel: string;
  keep: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="confirm-step" role="alert" aria-labelledby={titleId}>
      <h2 id={titleId}>{props.title}</h2>
      <div>{props.body}</div>
      <div className="form-buttons">
        <button type="submit" name="intent" value={props.confirm} className="danger">
          {props.confirmLabel}
        </button>
        {props.keep}
      </div>
    </section>
  );
}
