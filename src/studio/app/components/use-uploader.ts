import { useState, type ChangeEvent } from 'react';
import { UPLOADS_AT_ONCE } from '../../content/upload-limits.ts';
import { describeFile, type FileFacts } from '../lib/file-facts.ts';
import { refusalBeforeSending, uploadInParts, type Accept } from '../lib/upload-in-parts.ts';
import { useUploadTracker } from './upload-tracker.ts';

export interface Sending {
  name: string;
  size: number;
  sent: number;
}

/**
 * What a file input does in the browser: each chosen file is checked, then sent at once in
 * parts; the stored ones are handed over (they become hidden values), the refused ones leave a
 * message. Without JavaScript none of this runs and the form posts the files itself.
 */
export function useUploader(accept: Accept, onStored: (file: FileFacts) => void) {
  const [sending, setSending] = useState<Sending[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  // What a screen reader hears as each file arrives ("minutes.pdf is attached: PDF, 2 KB.").
  const [arrived, setArrived] = useState<string[]>([]);
  const track = useUploadTracker();

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    // The files go now, not with the form: the input is emptied so the form does not send them twice.
    input.value = '';
    setProblems([]);
    setArrived([]);
    // A few at a time (the server holds an account to a few open uploads); the rest wait here.
    await eachAtMost(chosen, UPLOADS_AT_ONCE, async (file) => {
      const refused = refusalBeforeSending(file, accept);
      if (refused) return setProblems((list) => [...list, refused]);
      const mine: Sending = { name: file.name, size: file.size, sent: 0 };
      setSending((list) => [...list, mine]);
      const done = track();
      const result = await uploadInParts(file, accept, (sent) =>
        setSending((list) => list.map((s) => (s === mine ? Object.assign(mine, { sent }) : s))),
      ).finally(done);
      setSending((list) => list.filter((s) => s !== mine));
      if ('error' in result) return setProblems((list) => [...list, result.error]);
      onStored(result.file);
      setArrived((list) => [
        ...list,
        `${result.file.name} is attached: ${describeFile(result.file)}.`,
      ]);
    });
  }
  return { sending, problems, arrived, onChange };
}

/** Runs `run` on each item, at most `limit` at a time, in order; resolves when all are done. */
async function eachAtMost<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
