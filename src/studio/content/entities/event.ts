import { z } from 'zod';
import type { ApiClient } from '../../../contract/client.ts';
import { UPCOMING_EVENTS_LIMIT } from '../../../contract/constants.ts';
import type { Notice } from '../../../contract/schemas/notices.ts';
import { NOTICE_FIELDS } from '../../../entities/notices.ts';
import { describedFields } from '../described-form.ts';
import { defineEntity, type Snapshot } from '../entity.ts';
import { form } from '../form.ts';
import { noticeStore } from './college-notice-store.ts';
import { FORM_FIELDS, noticeOf, withNotice } from './notice-rows.ts';

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

/** The hero's upcoming events with this one in its place (from today, soonest first). */
function withUpcoming(api: ApiClient, event: Notice, today: string): ApiClient {
  return {
    ...api,
    getUpcomingEvents: async () => {
      const rest = (await api.getUpcomingEvents()).filter((other) => other.id !== event.id);
      const { id, date, date_no, month, title } = event;
      const list = (date ?? '') >= today ? [...rest, { id, date, date_no, month, title }] : rest;
      return list
        .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '') || a.id - b.id)
        .slice(0, UPCOMING_EVENTS_LIMIT);
    },
  };
}

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
  // The preview puts the event among the hero's upcoming ones too.
  overlay: (snapshot, publicId, { uploadsUrl, today }) => {
    const answer = noticeOf(EVENT, 'event', snapshot, publicId, uploadsUrl);
    return (api) => withUpcoming(withNotice(api, answer, EVENT), answer, today);
  },
});
