import { getInputProps, useFormMetadata, type SubmissionResult } from '@conform-to/react';
import { useEffect, useRef } from 'react';
import { useActionData } from 'react-router';
import { fieldId } from '../lib/form-names.ts';
import { hintWithLimit } from '../lib/limit-words.ts';
import { ErrorMessage } from './field.tsx';
import type { AnyField, FieldProps } from './field-control.tsx';

type ListField = AnyField & { getFieldList(): AnyField[] };
type RowField = AnyField & { getFieldset(): Record<string, AnyField> };

const withoutKey = <T extends { key?: string | undefined }>({ key: _key, ...rest }: T) => rest;

type Move = 'up' | 'down';

/**
 * The button of the moved row that takes the focus after a move (WCAG 2.4.3): the one pressed,
 * else (the row is now first or last) the other one.
 */
const focusButton = (pressed: Move, index: number, count: number): Move =>
  (pressed === 'up' ? index > 0 : index < count - 1) ? pressed : pressed === 'up' ? 'down' : 'up';

/**
 * The move the server just answered without JavaScript (Conform's reorder intent of this
 * field, in the action's `result`): the moved row's new place and the button pressed.
 */
function useAnsweredMove(name: string): { index: number; pressed: Move } | null {
  const intent = useActionData<{ result?: SubmissionResult<string[]> }>()?.result?.intent;
  if (intent?.type !== 'reorder' || intent.payload.name !== name) return null;
  const { from, to } = intent.payload;
  return { index: to, pressed: to < from ? 'up' : 'down' };
}

/**
 * With JavaScript Conform moves the row in place: the row's button pressed keeps the focus.
 * The rows' keys go with the members, so the moved row is found by its key after the move.
 */
function useFocusAfterMove(order: string) {
  const list = useRef<HTMLOListElement>(null);
  const pressed = useRef<{ key: string; move: Move } | null>(null);
  useEffect(() => {
    const moved = pressed.current;
    if (!moved || !list.current) return;
    pressed.current = null;
    const row = list.current.querySelector<HTMLElement>(`li[data-key="${CSS.escape(moved.key)}"]`);
    const buttons = row?.querySelectorAll<HTMLButtonElement>('button[data-move]') ?? [];
    const same = [...buttons].find((button) => button.dataset.move === moved.move);
    (same ?? buttons[0])?.focus();
  }, [order]);
  const press = (key: string, move: Move) => {
    pressed.current = { key, move };
  };
  return { list, press };
}

/**
 * A department's faculty in the order its page lists them: each member with Move up and Move
 * down (Conform's reorder intent, which the server answers too, so it works without
 * JavaScript) and a box that turns their profile live (decision 055). After a move the focus
 * stays on the moved member's button, with JavaScript and without.
 */
export function MembersField({
  spec,
  field,
  formId,
}: Pick<FieldProps, 'spec' | 'field' | 'formId'>) {
  const form = useFormMetadata(formId);
  const rows = (field as ListField).getFieldList() as RowField[];
  const id = fieldId(spec.name);
  const errorId = field.errors?.length ? `${id}-error` : undefined;
  const answered = useAnsweredMove(field.name);
  const { list, press } = useFocusAfterMove(rows.map((row) => row.key).join(' '));
  return (
    <fieldset
      className={errorId ? 'field field-rows field-error' : 'field field-rows'}
      aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
    >
      <legend id={id}>{spec.label}</legend>
      <p className="hint" id={`${id}-hint`}>
        {hintWithLimit(spec)}
      </p>
      <ErrorMessage id={errorId} errors={field.errors} />
      <ol className="member-list" ref={list}>
        {rows.map((row, index) => {
          const cells = row.getFieldset();
          const name = String(cells.name?.initialValue ?? '');
          const liveId = fieldId(`${spec.name}[${index}].live`);
          const focus =
            answered?.index === index ? focusButton(answered.pressed, index, rows.length) : null;
          return (
            <li key={row.key} data-key={row.key}>
              <input {...withoutKey(getInputProps(cells.id!, { type: 'hidden' }))} />
              <input {...withoutKey(getInputProps(cells.name!, { type: 'hidden' }))} />
              <strong>{name}</strong>
              <div className="member-moves">
                <span className="remove">
                  <input
                    {...withoutKey(getInputProps(cells.live!, { type: 'checkbox' }))}
                    id={liveId}
                  />
                  <label htmlFor={liveId}>
                    Profile live <span className="visually-hidden">for {name}</span>
                  </label>
                </span>
                {index > 0 ? (
                  <button
                    className="secondary"
                    {...form.reorder.getButtonProps({
                      name: field.name,
                      from: index,
                      to: index - 1,
                    })}
                    formNoValidate
                    data-move="up"
                    autoFocus={focus === 'up'}
                    onClick={() => press(row.key!, 'up')}
                  >
                    Move up <span className="visually-hidden">{name}</span>
                  </button>
                ) : null}
                {index < rows.length - 1 ? (
                  <button
                    className="secondary"
                    {...form.reorder.getButtonProps({
                      name: field.name,
                      from: index,
                      to: index + 1,
                    })}
                    formNoValidate
                    data-move="down"
                    autoFocus={focus === 'down'}
                    onClick={() => press(row.key!, 'down')}
                  >
                    Move down <span className="visually-hidden">{name}</span>
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
