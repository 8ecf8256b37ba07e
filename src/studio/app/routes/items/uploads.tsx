import { type ActionFunctionArgs } from 'react-router';
import { z } from 'zod';
import { appendPart, finishUpload, startUpload } from '../../../content/files.ts';
import { signedInActor } from '../../lib/actor.server.ts';
import { factsOfStored } from '../../lib/file-facts.server.ts';
import { MAX_FILE_BYTES } from '../../lib/file-facts.ts';

const Start = z.object({
  originalName: z.string().trim().min(1).max(255),
  size: z.number().int().positive().max(MAX_FILE_BYTES),
  accept: z.enum(['any', 'image', 'pdf']).default('any'),
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
      // A body that is not JSON is refused below, in words, like one of the wrong shape: nothing
      // is lost by not logging it (it is the client's mistake, answered 400).
      const parsed = Start.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return refused('A file of at most 50 MB, with its name, is needed.');
      const started = await startUpload(db, { actor, ...parsed.data });
      // Past the account's uploads at once (429), or the file's own limits (400).
      if (!started.ok) return refused(started.message, {}, started.status ?? 400);
      return answer({ uploadId: started.uploadId });
    }
    case 'part': {
      const parsed = Part.safeParse(query);
      if (!parsed.success) return refused('Which upload, and from where?');
      const bytes = Buffer.from(await request.arrayBuffer());
      const result = await appendPart(db, { ...parsed.data, bytes, actor });
      if (result.ok) return answer({ received: result.received });
      // A part out of place (409) says where the server is: the browser resumes from there.
      return refused(result.message, { received: result.received }, result.status);
    }
    case 'finish': {
      const parsed = Finish.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return refused('Which upload?');
      const stored = await finishUpload(db, parsed.data.uploadId, actor, parsed.data.accept);
      return stored.ok ? answer({ file: factsOfStored(stored.file) }) : refused(stored.message);
    }
    default:
      return refused('Start, part or finish?', {}, 404);
  }
}

/** Only POSTs here. */
export function loader() {
  return answer({ error: 'Send files here with POST.' }, 405);
}
