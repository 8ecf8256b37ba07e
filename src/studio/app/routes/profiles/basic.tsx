import {
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import type { Db } from '../../../../db/database.ts';
import { PROFILE_DOCUMENTS, PROFILE_FIELDS, PROFILE_LINKS } from '../../../../entities/profile.ts';
import { limitsOf } from '../../../content/field-limits.ts';
import type { Actor, FieldLimit } from '../../../content/items.ts';
import { changeProfile } from '../../../content/profile/profile-edits.ts';
import { profileSchema } from '../../../content/profile/profile-schema.ts';
import { storePortrait } from '../../../content/profile/portrait.ts';
import { ErrorMessage, ErrorSummary, Field } from '../../components/field.tsx';
import { OneFile } from '../../components/profile/one-file.tsx';
import { RichText } from '../../components/rich-text.tsx';
import type { FileFacts } from '../../lib/file-facts.ts';
import { factsOfSpecs } from '../../lib/file-facts.server.ts';
import { profilePlace, openedValue } from '../../lib/form-identity.ts';
import { wrongForm } from '../../lib/form-identity.server.ts';
import { removeName, uploadName } from '../../lib/form-names.ts';
import { limitWords, maxLengthOf } from '../../lib/limit-words.ts';
import { OpenedField } from '../../components/opened-field.tsx';
import { FormGuard, useDraftedForm } from '../../components/form-guard.tsx';
import { profileFor, refusedAnswer, takeOneFile, versionOf } from '../../lib/profile.server.ts';
import { readForm } from '../../lib/read-form.server.ts';

export const meta: MetaFunction = () => [{ title: 'Basic details – Studio' }];

/** The profile's own fields and links as described (entities/profile.ts, decision 114). */
const labelled = (fields: readonly { name: string; label: string }[]) =>
  fields.map((field) => [field.name, field.label] as const);
const TEXTS = [
  ['name', 'Name'],
  ['designation', 'Designation'],
  ['designation_as', 'Designation in Assamese (optional)'],
  ['email', 'E-mail'],
  ['phone', 'Phone'],
  ['mobile', 'Mobile'],
  ...labelled(PROFILE_FIELDS.filter((field) => field.kind === 'line')),
] as const;
const HTML = labelled(PROFILE_FIELDS.filter((field) => field.kind === 'html'));
/** The links in the order the screen has always shown them. */
const LINKS = labelled(
  ['orchid_link', 'google_scholar', 'linkedin_link', 'facebook_link', 'wiki_link'].map((name) =>
    PROFILE_LINKS.find((link) => link.name === name)!,
  ),
);
const INPUT_TYPE: Record<string, string> = { email: 'email', phone: 'tel', mobile: 'tel' };
/** The CV, as described (decision 120): one PDF. */
const [CV] = PROFILE_DOCUMENTS;

type Basic = Record<string, unknown> & { links: Record<string, string> };

/** The maxima of the fields inside others: each link, the photograph's words. */
const innerLimits = {
  ...Object.fromEntries(
    Object.entries(limitsOf(profileSchema.shape.links)).map(([name, limit]) => [
      `links.${name}`,
      limit,
    ]),
  ),
  photo_alt: limitsOf(profileSchema.shape.photo).alt,
};

const facts = async (db: Db, spec: string): Promise<FileFacts | null> =>
  spec ? ((await factsOfSpecs(db, [spec]))[spec] ?? null) : null;

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { db, personId, item } = await profileFor(context, request, params.personId);
  const v = item.values as Basic & { photo?: { file: string; alt: string }; cv?: string[] };
  return {
    personId,
    opened: openedValue({ place: profilePlace(personId, 'basic'), version: item.version }),
    version: item.version,
    values: v,
    photo: await facts(db, v.photo?.file ?? ''),
    cv: await facts(db, v.cv?.[0] ?? ''),
    done: new URL(request.url).searchParams.has('saved'),
    // Each field's maximum, as the profile's schema holds it (decision 071).
    limits: { ...limitsOf(profileSchema), ...innerLimits } as Record<
      string,
      FieldLimit | undefined
    >,
  };
}

/** The portrait: an upload cropped to the portrait box and stored, or the one held. */
async function takePhoto(db: Db, form: FormData, actor: Actor) {
  const held = String(form.get('photo') ?? '');
  const removed = form.getAll(removeName('photo')).map(String).includes(held);
  const upload = form.get(uploadName('photo'));
  if (upload instanceof File && upload.size > 0) {
    const bytes = Buffer.from(await upload.arrayBuffer());
    const stored = await storePortrait(db, { bytes, originalName: upload.name, actor });
    return stored.ok ? { spec: stored.file.spec } : { spec: held, error: stored.message };
  }
  return { spec: removed ? '' : held };
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { db, actor, personId, studio } = await profileFor(context, request, params.personId);
  const form = await readForm(request);
  const text = (name: string) => String(form.get(name) ?? '');
  const basicOf = (photoSpec: string, cvSpec: string): Basic => ({
    ...Object.fromEntries([...TEXTS, ...HTML].map(([name]) => [name, text(name)])),
    photo: photoSpec ? { file: photoSpec, alt: text('photo_alt') } : undefined,
    cv: cvSpec ? [cvSpec] : [],
    links: Object.fromEntries(LINKS.map(([name]) => [name, text(`links.${name}`)])),
  });
  // Opened on another profile, or never loaded with one: nothing is stored, not even its files.
  const wrong = wrongForm(form, profilePlace(personId, 'basic'));
  if (wrong) {
    const held = { photo: text('photo'), cv: text('cv') };
    return refusedAnswer(
      { ok: false, status: wrong.status, fieldErrors: { '': [wrong.message] }, values: {} },
      {
        values: basicOf(held.photo, held.cv),
        photo: await facts(db, held.photo),
        cv: await facts(db, held.cv),
      },
    );
  }
  const photo = await takePhoto(db, form, actor);
  const cv = await takeOneFile(db, form, 'cv', actor, 'pdf');
  const basic = basicOf(photo.spec, cv.spec);
  const shown = {
    values: basic,
    photo: await facts(db, photo.spec),
    cv: await facts(db, cv.spec),
  };
  const fileErrors = {
    ...(photo.error ? { photo: [photo.error] } : {}),
    ...(cv.error ? { cv: [cv.error] } : {}),
  };
  if (photo.error || cv.error)
    return refusedAnswer({ ok: false, status: 400, fieldErrors: fileErrors, values: basic }, shown);
  const outcome = await changeProfile(
    db,
    actor,
    personId,
    versionOf(form),
    (values) => ({ ...values, ...basic }),
    studio.today,
  );
  if (!outcome.ok) {
    const { 'photo.alt': alt, 'photo.file': file, ...rest } = outcome.fieldErrors;
    const errors = {
      ...rest,
      ...(alt ? { photo_alt: alt } : {}),
      ...(file ? { photo: file } : {}),
    };
    return refusedAnswer({ ...outcome, fieldErrors: errors }, shown);
  }
  return redirect(`/profiles/${personId}/basic?saved=1`);
}

export default function ProfileBasic() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const values = (refused?.values ?? page.values) as Basic & { photo?: { alt?: string } };
  const errors = refused?.errors ?? {};
  const photo = refused ? refused.photo : page.photo;
  const cv = refused ? refused.cv : page.cv;
  // A draft restored (decision 070) gives the controls their values, by name.
  const drafted = useDraftedForm(page.opened);
  const typed = (name: string, value: string | undefined) =>
    drafted.restored?.get(name) ?? value ?? '';
  const str = (name: string) =>
    typed(name, typeof values[name] === 'string' ? (values[name] as string) : '');
  return (
    <main id="main" className="studio-main">
      <p className="back">
        <Link to={`/profiles/${page.personId}`}>Back to your profile</Link>
      </p>
      <h1>Basic details</h1>
      <ErrorSummary errors={errors} />
      {page.done && !refused ? (
        <div className="notice-ok" role="status">
          <p>Saved. Publish your changes from your profile&rsquo;s page to make them public.</p>
        </div>
      ) : null}
      <FormGuard
        key={page.opened}
        form={drafted.form}
        opened={page.opened}
        saved={page.done}
        answer={refused}
        drawing={drafted.drawing}
        onRestore={drafted.onRestore}
      />
      {/* Each profile's form is its own (decision 070): another profile or version draws anew. */}
      <Form
        key={`${page.opened}#${drafted.drawing}`}
        ref={drafted.form}
        method="post"
        encType="multipart/form-data"
        className="item-form"
      >
        <OpenedField value={page.opened} />
        <input type="hidden" name="version" value={page.version} />
        {TEXTS.map(([name, label]) => (
          <Field
            key={name}
            id={name}
            label={label}
            hint={limitWords('text', page.limits[name]) ?? undefined}
            errors={errors[name]}
            required={name === 'name'}
          >
            {(aria) => (
              <input
                type={INPUT_TYPE[name] ?? 'text'}
                name={name}
                {...maxLengthOf(page.limits[name])}
                defaultValue={str(name)}
                {...aria}
              />
            )}
          </Field>
        ))}
        <fieldset className={errors.photo ? 'field field-files field-error' : 'field field-files'}>
          <legend>
            Photograph <span className="optional">(optional)</span>
          </legend>
          <p className="hint">Cropped to the square of the faculty list, around your face.</p>
          <ErrorMessage id="photo-error" errors={errors.photo} />
          {photo ? (
            <p>
              <img className="thumbnail" src={photo.href ?? ''} alt="" width={96} height={96} />{' '}
              <input type="hidden" name="photo" value={photo.spec} />
              <input
                type="checkbox"
                id="remove-photo"
                name={removeName('photo')}
                value={photo.spec}
              />{' '}
              <label htmlFor="remove-photo">Remove the photograph</label>
            </p>
          ) : (
            <input type="hidden" name="photo" value="" />
          )}
          <label className="file-label" htmlFor="photo">
            {photo ? 'Choose another photograph' : 'Choose a photograph'}
          </label>
          <input
            type="file"
            id="photo"
            name={uploadName('photo')}
            accept="image/jpeg,image/png,image/webp"
          />
          <Field
            id="photo_alt"
            label="What the photograph shows"
            hint="For people who cannot see it. Needed with a photograph."
            errors={errors.photo_alt}
          >
            {(aria) => (
              <input
                type="text"
                name="photo_alt"
                {...maxLengthOf(page.limits.photo_alt)}
                defaultValue={typed('photo_alt', values.photo?.alt)}
                {...aria}
              />
            )}
          </Field>
        </fieldset>
        <OneFile
          name={CV.formKey}
          label={CV.label}
          held={cv}
          accept="application/pdf"
          errors={errors.cv}
        />
        {HTML.map(([name, label]) => (
          <Field
            key={name}
            id={name}
            label={label}
            hint={limitWords('html', page.limits[name]) ?? undefined}
            errors={errors[name]}
          >
            {(aria) => <RichText name={name} label={label} defaultValue={str(name)} {...aria} />}
          </Field>
        ))}
        <fieldset className="field">
          <legend>Links</legend>
          {LINKS.map(([name, label]) => (
            <Field key={name} id={`links.${name}`} label={label} errors={errors[`links.${name}`]}>
              {(aria) => (
                <input
                  type="url"
                  name={`links.${name}`}
                  {...maxLengthOf(page.limits[`links.${name}`])}
                  defaultValue={typed(`links.${name}`, values.links?.[name])}
                  {...aria}
                />
              )}
            </Field>
          ))}
        </fieldset>
        <div className="form-buttons">
          <button type="submit">Save</button>
        </div>
      </Form>
    </main>
  );
}

export { ScreenError as ErrorBoundary } from '../../components/screen-error.tsx';
