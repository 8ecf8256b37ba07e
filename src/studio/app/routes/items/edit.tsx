import {
  useActionData,
  useLoaderData,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { withChoices } from '../../../content/entity-choices.ts';
import { getItem } from '../../../content/items.repository.ts';
import { doneFrom, EditorPage } from '../../components/editor-page.tsx';
import { signedInActor } from '../../lib/actor.server.ts';
import { editorData } from '../../lib/editor.server.ts';
import { orRefused, viewOrNotFound } from '../../lib/entity.server.ts';
import { editorSkipLinks } from '../../lib/skip-links.ts';
import { itemAction, type ItemActionData } from '../../lib/item-action.server.ts';
import { scheduleView } from '../../lib/schedule.server.ts';

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `Edit ${page?.view.label.one.toLowerCase() ?? 'item'} – Studio` },
];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { studio, db, actor } = signedInActor(context, request);
  const view = await withChoices(db, viewOrNotFound(params.entity, actor));
  const { item } = orRefused(await getItem(db, view.name, params.key ?? '', actor));
  const url = new URL(request.url);
  return {
    ...editorData(studio, view, item, actor),
    done: doneFrom(url),
    showPreview: url.searchParams.has('preview'),
    schedule: await scheduleView(db, view.name, item.key, studio.config.timeZone),
  };
}

export const action = itemAction;

/** "Skip to the file box" among the skip links, when the form has one (issue 36). */
export const handle = editorSkipLinks;

export default function EditItem() {
  const page = useLoaderData<typeof loader>();
  const action = useActionData<ItemActionData>();
  // Each item's editor is its own (decision 070): another item, or version, draws a new one.
  return <EditorPage key={page.opened} {...page} createToken={null} action={action} />;
}

export { ScreenError as ErrorBoundary } from '../../components/screen-error.tsx';
