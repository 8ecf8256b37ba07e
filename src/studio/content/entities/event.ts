import { z } from 'zod';
import { NOTICE_FIELDS } from '../../../entities/notices.ts';
import { describedFields } from '../described-form.ts';
import { defineEntity, type Snapshot } from '../entity.ts';
import { form } from '../form.ts';
import { noticeStore } from './college-notice-store.ts';
import { FORM_FIELDS } from './notice-rows.ts';

const EVENT = 'COLLEGE_EVENT';

/** The fields of entities/notices.ts an event's form holds (decision 082). */
const eventForm = form(describedFields(NOTICE_FIELDS, FORM_FIELDS.event));
const schema = z.object(eventForm.shape);
type EventForm = z.output<typeof schema>;

/** A college event's form: its row's own link and "new" mark are kept as they are. */
const asEvent = (snapshot: Snapshot): Snapshot<EventForm> => {
  const values = Object.fromEntries(
    FORM_FIELDS.event.map((name) => [name, snapshot.values[name]]),
  ) as EventForm;
  return { values, files: snapshot.files };
};

export const event = defineEntity<EventForm>({
  name: 'event',
  permission: 'event',
  label: { one: 'Event', many: 'Events' },
  singleton: false,
  fields: eventForm.fields,
  schema,
  blank: (today) => ({ date: today, attachments: [] }),
  summary: (v) => ({ title: v.title, date: v.date, detail: 'Event' }),
  ...noticeStore<EventForm>([EVENT], { typeOf: () => EVENT, form: 'event', fromRow: asEvent }),
});
