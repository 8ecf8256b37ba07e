import { type ActionFunctionArgs } from 'react-router';
import { z } from 'zod';
import { appendPart, finishUpload, startUpload } from '../../../content/files.ts';
import { signedInActor } from '../../lib/actor.server.ts';
import { factsOfStored } from '../../lib/file-facts.server.ts';
import { MAX_FILE_BYTES } from '../../lib/file-facts.ts';

const Start = z.object({
  originalName: z.string().trim().min(1).max(255),
  size: z.number().int().positive().max(MAX_FILE_BYTES),
});
const Part = z.object({
  uploadId: z.string().min(1).max(100),
  offset: z.coerce.number().int().nonnegative(),
});
const Finish = z.object({
  uploadId: z.string().min(1).max(100),
  accept: z.enum(['any', 'image', 'pdf']).default('any'),
});

const answer = (body: unknown, status = 200) => Response.json(body, { status });
const refused = (message: string, extra: Record<string, unknown> = {}, status = 400) =>
  answer({ error: message, ...extra }, status);

/**
 * /uploads: the editor's files, sent in parts by the browser (POST ?action=start, then
 * ?action=part&uploadId&offset with a megabyte of bytes, then ?action=finish). Every answer is
 * JSON: { uploadId }, { received } (where the next part starts: a broken connection resumes
 * there), { file } (the stored file's facts, for the form's hidden value), or { error }.
 */
export async function action({ context, request }: ActionFunctionArgs) {
  const { db, actor } = signedInActor(context, request);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  switch (query.action) {
    case 'start': {
      const parsed = Start.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return refused('A file of at most 50 MB, with its name, is needed.');
      const started = await startUpload(db, { actor, ...parsed.data });
      return 'error' in started ? refused(started.error) : answer(started);
    }
    case 'part': {
      const parsed = Part.safeParse(query);
      if (!parsed.success) return refused('Which upload, and from where?');
      const bytes = new Uint8Array(await request.arrayBuffer());
      const result = await appendPart(db, { ...parsed.data, bytes });
      return 'error' in result
        ? refused(result.error, { received: result.received })
        : answer(result);
    }
    case 'finish': {
      const parsed = Finish.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return refused('Which upload?');
      const stored = await finishUpload(db, parsed.data.uploadId, actor);
      if ('error' in stored) return refused(stored.error);
      if (parsed.data.accept === 'image' && stored.attachment.fileType !== 'image')
        return refused(
          `${stored.originalName} is not a photograph: choose a JPEG, PNG or WebP image.`,
        );
      if (parsed.data.accept === 'pdf' && !stored.spec.endsWith('.pdf'))
        return refused(`${stored.originalName} is not a PDF.`);
      return answer({ file: factsOfStored(stored) });
    }
    default:
      return refused('Start, part or finish?', {}, 404);
  }
}

/** Only POSTs here. */
export function loader() {
  return answer({ error: 'Send files here with POST.' }, 405);
}
