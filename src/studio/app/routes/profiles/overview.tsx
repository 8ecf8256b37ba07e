import {
  Form,
  Link,
  data,
  redirect,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { ASK_LIVE, askToGoLive, liveRequestOf } from '../../../content/profile/live-request.ts';
import { publishProfile } from '../../../content/profile/profile-edits.ts';
import { quarterWords } from '../../../content/profile/quarters.ts';
import { ErrorSummary } from '../../components/field.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { When } from '../../components/when.tsx';
import { publicAddress } from '../../lib/editor.server.ts';
import { profileFor, versionOf } from '../../lib/profile.server.ts';
import { OpenedField } from '../../components/opened-field.tsx';
import { openedValue, profilePlace } from '../../lib/form-identity.ts';
import { wrongForm } from '../../lib/form-identity.server.ts';
import { previewQuarters, sectionCounts } from '../../lib/profile-view.server.ts';
import { readForm } from '../../lib/read-form.server.ts';

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `${page?.name ?? 'Profile'} – Studio` },
];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { studio, db, actor, personId, item, live } = await profileFor(
    context,
    request,
    params.personId,
  );
  const done = new URL(request.url).searchParams.get('done');
  return {
    personId,
    name: String(item.values.name ?? ''),
    // The teacher reads "your"; a head or an admin reads the teacher's name (issue 36).
    own: actor.person_id === personId,
    status: item.status,
    opened: openedValue({ place: profilePlace(personId), version: item.version }),
    version: item.version,
    updatedAt: item.updatedAt,
    updatedBy: item.updatedBy,
    publicUrl: publicAddress(item.publicUrl, studio),
    live,
    request: live ? null : await liveRequestOf(db, personId),
    mayPublish: item.status === 'changed' || item.status === 'draft',
    sections: sectionCounts(item),
    quarters: previewQuarters(item, studio.today),
    done: done === 'published' || done === 'asked' ? done : null,
  };
}

/** Publish the saved draft, or ask the head of department for the profile to go live. */
export async function action({ context, request, params }: ActionFunctionArgs) {
  const form = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  const tried = intent === 'ask-live' ? ASK_LIVE : 'publish';
  const { db, actor, personId, studio } = await profileFor(
    context,
    request,
    params.personId,
    tried,
  );
  if (intent === 'publish') {
    // Published as this profile's page showed it (decision 070).
    const wrong = wrongForm(form, profilePlace(personId));
    if (wrong) return data({ errors: { '': [wrong.message] } }, { status: wrong.status });
    const outcome = await publishProfile(db, actor, personId, versionOf(form), studio.today);
    if (!outcome.ok) return data({ errors: outcome.fieldErrors }, { status: outcome.status });
    return redirect(`/profiles/${personId}?done=published`);
  }
  if (intent === 'ask-live') {
    const asked = await askToGoLive(db, actor, personId);
    if (!asked.ok) return data({ errors: asked.fieldErrors }, { status: asked.status });
    return redirect(`/profiles/${personId}?done=asked`);
  }
  return data({ errors: { '': ['That is not something this page does.'] } }, { status: 400 });
}

export default function ProfileOverview() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const base = `/profiles/${page.personId}`;
  return (
    <main id="main" className="studio-main profile-overview">
      <h1>{page.name}</h1>
      <ErrorSummary errors={refused?.errors} />
      {page.done === 'published' ? (
        <div className="notice-ok" role="status">
          <p>Published. The profile shows it on the public site within a few seconds.</p>
        </div>
      ) : null}
      {page.done === 'asked' ? (
        <div className="notice-ok" role="status">
          <p>Your request is with the head of your department.</p>
        </div>
      ) : null}
      <p>
        <StatusTag status={page.status} />{' '}
        {page.updatedAt ? (
          <span className="muted">
            Last saved by {page.updatedBy}, <When at={page.updatedAt} />
          </span>
        ) : null}
      </p>
      {page.mayPublish ? (
        <Form key={page.opened} method="post" className="form-buttons">
          <OpenedField value={page.opened} />
          <input type="hidden" name="version" value={page.version} />
          <p>{page.own ? 'Your' : 'The'} changes are saved, not yet public.</p>
          <button type="submit" name="intent" value="publish">
            {page.own ? 'Publish my changes' : 'Publish the changes'}
          </button>
        </Form>
      ) : null}
      {page.publicUrl ? (
        <p>
          <a href={page.publicUrl} target="_blank" rel="noreferrer">
            {page.own ? 'See your public profile' : `See ${page.name}’s public profile`}
          </a>
        </p>
      ) : null}

      <h2>Live on the faculty list</h2>
      {page.live ? (
        <p>
          {page.own
            ? 'Your profile is live: the faculty list links to it and to your quarterly report.'
            : `${page.name}’s profile is live: the faculty list links to it and to the quarterly report.`}
        </p>
      ) : !page.own ? (
        <p>
          Not live yet
          {page.request ? (
            <>
              : {page.name} asked on <When at={page.request.askedAt} />
            </>
          ) : null}
          . A head turns it live in <Link to="/items/department_faculty">the faculty list</Link>.
        </p>
      ) : page.request ? (
        <p>
          Not live yet. You asked the head of your department on <When at={page.request.askedAt} />.
        </p>
      ) : (
        <Form method="post">
          <p>
            Not live yet: the faculty list does not link to your profile. Going live is the head of
            your department&rsquo;s decision.
          </p>
          <button type="submit" name="intent" value="ask-live" className="secondary">
            Ask to go live
          </button>
        </Form>
      )}

      <h2>{page.own ? 'Your profile' : 'The profile'}</h2>
      <ul className="entity-list">
        <li>
          <Link to={`${base}/basic`}>Basic details, photo, CV, addresses, contact and links</Link>
        </li>
        <li>
          <Link to={`${base}/paste`}>Add publications from BibTeX or RIS</Link>
        </li>
        <li>
          <Link to={`/items/profile/p${page.personId}/revisions`}>
            Revisions of {page.own ? 'your' : 'the'} profile
          </Link>
        </li>
      </ul>
      {page.sections.map(({ tab, sections }) => (
        <section key={tab} aria-labelledby={`tab-${tab.replace(/\W+/g, '-')}`}>
          <h3 id={`tab-${tab.replace(/\W+/g, '-')}`}>{tab}</h3>
          <ul className="entity-list">
            {sections.map((section) => (
              <li key={section.key}>
                <Link to={`${base}/${section.key}`}>{section.caption}</Link>{' '}
                <span className="muted">
                  ({section.count} {section.count === 1 ? 'row' : 'rows'})
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}

      <h2>Quarterly reports before they are public</h2>
      <p>Each report as it will look with the saved changes.</p>
      <ul className="entity-list">
        {page.quarters.map((quarter) => (
          <li key={quarter}>
            <a
              href={`/profile-preview/${page.personId}/${quarter}`}
              target="_blank"
              rel="noreferrer"
            >
              Preview the report of {quarterWords(quarter)}
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}

export { ScreenError as ErrorBoundary } from '../../components/screen-error.tsx';
