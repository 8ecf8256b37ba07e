import { data, type LoaderFunctionArgs } from 'react-router';
import contentDisposition from 'content-disposition';
import { fileAnswerHeaders, kindOf } from '../../../../lib/attachment-kinds.ts';
import { mayReadStudioFile } from '../../../content/file-access.ts';
import { signedInActor } from '../../lib/actor.server.ts';

/** A stored file's name: a SHA-256 and an extension, nothing that walks a path. */
const FILE_NAME = /^[a-f0-9]{64}\.[a-z0-9]{1,5}$/;

/**
 * /files/{name}: a file uploaded in the studio, for staff (the editor's thumbnails, a PDF opened
 * to check it), from the database row, with the site's file headers: its type from the
 * allow-list, nosniff, a sandboxing policy, inline only for PDFs and images. Only to whoever
 * may see it (file-access.ts: published, uploaded by them, or named by an item they may read);
 * anyone else gets the 404 of a file that is not there, so a hash tells nothing.
 */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { db, actor, studio } = signedInActor(context, request);
  const name = params['*'] ?? '';
  if (!FILE_NAME.test(name)) throw data('There is no such file.', { status: 404 });
  if (!(await mayReadStudioFile(db, actor, `studio/${name}`, studio.today)))
    throw data('There is no such file.', { status: 404 });
  const row = await db
    .selectFrom('studio_files')
    .select(['data', 'original_name', 'size'])
    .where('name', '=', `studio/${name}`)
    .executeTakeFirst();
  if (!row) throw data('There is no such file.', { status: 404 });
  // The stored name's extension is the kind its content was checked as; the original name is
  // what the browser offers to save it as.
  const headers = fileAnswerHeaders(name);
  const shown = row.original_name || name;
  return new Response(new Uint8Array(row.data), {
    headers: {
      ...headers,
      'Content-Disposition': contentDisposition(shown, {
        type: kindOf(name)?.inline ? 'inline' : 'attachment',
      }),
      'Content-Length': String(row.data.length),
    },
  });
}
