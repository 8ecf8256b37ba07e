import { z } from 'zod';
import { defineEntity, type Snapshot } from '../entity.ts';
import { fileSpecs, html, photo, realDate, requiredText } from '../fields.ts';
import { noticeStore } from './college-notice-store.ts';

const EVENT = 'COLLEGE_EVENT';

const schema = z.object({
  title: requiredText('a title'),
  date: realDate('the date'),
  photo: photo(),
  description: html('the description'),
  attachments: fileSpecs(),
});
type EventForm = z.output<typeof schema>;

/** A college event's form: its row's own link and "new" mark are kept as they are. */
const asEvent = (snapshot: Snapshot): Snapshot<EventForm> => {
  const { title, date, photo: image, description, attachments } = snapshot.values as EventForm;
  return { values: { title, date, photo: image, description, attachments }, files: snapshot.files };
};

export const event = defineEntity<EventForm>({
  name: 'event',
  permission: 'event',
  label: { one: 'Event', many: 'Events' },
  singleton: false,
  fields: () => [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'date', label: 'Date', kind: 'date', required: true, hint: 'YYYY-MM-DD' },
    {
      name: 'photo',
      label: 'Photograph',
      kind: 'photo',
      accept: 'image',
      hint: 'With a few words that say what it shows',
    },
    { name: 'description', label: 'Description', kind: 'html' },
    { name: 'attachments', label: 'Attachments', kind: 'attachments', accept: 'any' },
  ],
  schema,
  blank: (today) => ({ date: today, attachments: [] }),
  summary: (v) => ({ title: v.title, date: v.date, detail: 'Event' }),
  ...noticeStore<EventForm>([EVENT], { typeOf: () => EVENT, form: 'event', fromRow: asEvent }),
});
