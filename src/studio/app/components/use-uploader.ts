import { useState, type ChangeEvent } from 'react';
import type { FileFacts } from '../lib/file-facts.ts';
import { refusalBeforeSending, uploadInParts, type Accept } from '../lib/upload-in-parts.ts';

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

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    // The files go now, not with the form: the input is emptied so the form does not send them twice.
    input.value = '';
    setProblems([]);
    await Promise.all(
      chosen.map(async (file) => {
        const refused = refusalBeforeSending(file, accept);
        if (refused) return setProblems((list) => [...list, refused]);
        const mine: Sending = { name: file.name, size: file.size, sent: 0 };
        setSending((list) => [...list, mine]);
        const result = await uploadInParts(file, accept, (sent) =>
          setSending((list) => list.map((s) => (s === mine ? Object.assign(mine, { sent }) : s))),
        );
        setSending((list) => list.filter((s) => s !== mine));
        if ('error' in result) setProblems((list) => [...list, result.error]);
        else onStored(result.file);
      }),
    );
  }
  return { sending, problems, onChange };
}
