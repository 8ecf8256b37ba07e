import type { ScheduleView } from '../lib/schedule.server.ts';
import { fieldId } from '../lib/form-names.ts';
import { Field } from './field.tsx';

/** What a schedule field needs of Conform's: what was typed (or is waiting), and its errors. */
interface TimeField {
  key?: string | undefined;
  initialValue?: unknown;
  errors?: string[] | undefined;
}

/** The fields' names, as the action reads them (schedule-item.ts). */
const PUBLISH_AT = 'publish_at';
const UNTIL_AT = 'until_at';
const FORMAT = 'YYYY-MM-DD HH:MM';

/**
 * Publish at and Unpublish at (Close at, for the admission) in the editor's one form, with
 * Schedule and Cancel schedule (decision 088): a plain text box in the one format the hint says
 * and the server takes, in the college's time zone, so the same words work with or without
 * JavaScript and on any phone.
 */
export function ScheduleFields({
  schedule,
  fields,
  disabled,
}: {
  schedule: ScheduleView;
  fields: { publish: TimeField; until: TimeField };
  disabled: boolean;
}) {
  const hint = `${FORMAT}, 24-hour clock, ${schedule.zone}: like 2026-11-30 10:00`;
  return (
    <fieldset className="schedule-fields" aria-describedby="schedule-hint">
      <legend>Schedule</legend>
      <p className="hint" id="schedule-hint">
        The server does it at that minute, whether anyone is signed in or not. Schedule saves the
        form as a draft first; what is published is the draft as it stands then. Leave a box empty
        for none.
      </p>
      <TimeBox name={PUBLISH_AT} label="Publish at" hint={hint} field={fields.publish} />
      {schedule.untilLabel ? (
        <TimeBox name={UNTIL_AT} label={schedule.untilLabel} hint={hint} field={fields.until} />
      ) : null}
      <div className="form-buttons">
        <button
          type="submit"
          name="intent"
          value="schedule"
          className="secondary"
          disabled={disabled}
        >
          Schedule
        </button>
        {schedule.waiting.length ? (
          <button
            type="submit"
            name="intent"
            value="unschedule"
            className="secondary"
            disabled={disabled}
          >
            Cancel schedule
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}

function TimeBox({
  name,
  label,
  hint,
  field,
}: {
  name: string;
  label: string;
  hint: string;
  field: TimeField;
}) {
  return (
    <Field id={fieldId(name)} label={label} hint={hint} errors={field.errors}>
      {(aria) => (
        <input
          key={field.key}
          {...aria}
          type="text"
          name={name}
          defaultValue={typeof field.initialValue === 'string' ? field.initialValue : ''}
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          className="time-box"
        />
      )}
    </Field>
  );
}

/** The item's schedule in words, among its facts: what waits, and what came of the last. */
export function ScheduleFacts({ schedule }: { schedule: ScheduleView | undefined }) {
  if (!schedule || (!schedule.waiting.length && !schedule.last)) return null;
  return (
    <div>
      <dt>Schedule</dt>
      {schedule.waiting.map((words) => (
        <dd key={words} className="scheduled">
          {words}
        </dd>
      ))}
      {schedule.last ? <dd>{schedule.last}</dd> : null}
    </div>
  );
}
