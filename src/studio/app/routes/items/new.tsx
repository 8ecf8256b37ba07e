import {
  useActionData,
  useLoaderData,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import { withChoices } from '../../../content/entity-choices.ts';
import { newItem } from '../../../content/items.repository.ts';
import { EditorPage } from '../../components/editor-page.tsx';
import { signedInActor } from '../../lib/actor.server.ts';
import { presetFromAddress } from '../../lib/address-preset.ts';
import { editorData } from '../../lib/editor.server.ts';
import { orRefused, viewOrNotFound } from '../../lib/entity.server.ts';
import { editorSkipLinks } from '../../lib/skip-links.ts';
import { itemAction, type ItemActionData } from '../../lib/item-action.server.ts';
import { scheduleView } from '../../lib/schedule.server.ts';

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `New ${page?.view.label.one.toLowerCase() ?? 'item'} – Studio` },
];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { studio, db, actor } = signedInActor(context, request);
  const view = await withChoices(db, viewOrNotFound(params.entity, actor));
  const { item } = orRefused(newItem(view.name, actor, studio.today));
  const preset = presetFromAddress(view.fields, new URL(request.url).searchParams);
  return {
    ...editorData(studio, view, { ...item, values: { ...item.values, ...preset } }, actor),
    // Made once per form shown: a submit sent twice (a double click) makes one item.
    createToken: crypto.randomUUID(),
    done: null,
    showPreview: false,
    schedule: await scheduleView(db, view.name, null, studio.config.timeZone),
  };
}

export const action = itemAction;

/**
 * A photo list's button (Move up, Turn, Crop) stored no item: the page is not loaded again, so
 * the form keeps its create token and stays the one drawn (a new token would draw a new editor).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => ((actionResult as ItemActionData | undefined)?.focus ? false : defaultShouldRevalidate);

/** "Skip to the file box" among the skip links, when the form has one (issue 36). */
export const handle = editorSkipLinks;

export default function NewItem() {
  const page = useLoaderData<typeof loader>();
  const action = useActionData<ItemActionData>();
  // Each new item's editor is its own (decision 070): a new form is a new token.
  return (
    <EditorPage
      key={page.createToken}
      {...page}
      item={{ ...page.item, key: null, status: null }}
      action={action}
    />
  );
}

export { ScreenError as ErrorBoundary } from '../../components/screen-error.tsx';
