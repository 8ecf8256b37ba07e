import { coverName, photoControlId, photoEditName } from '../lib/form-names.ts';
import { ErrorMessage } from './field.tsx';

const CROP_PARTS = [
  ['left', 'From the left'],
  ['top', 'From the top'],
  ['width', 'Width'],
  ['height', 'Height'],
] as const;

export type Row = {
  file: string;
  alt: string;
  cover: boolean;
  crop: Partial<Record<(typeof CROP_PARTS)[number][0], string>> | undefined;
};

/**
 * One photo's tools in an album (issue 36): Move up and Move down, Turn left and Turn right,
 * Crop (four boxes in per cent of the picture, behind a disclosure), and the cover's choice.
 * Every button is a submit button of the editor's form: the server changes the list (a turn or
 * a crop is a new photograph, the original kept) and sends the form back, nothing saved; with or
 * without JavaScript the focus stays on the button of the moved photo (`focus`).
 */
export function PhotoTools({
  name,
  index,
  count,
  row,
  errors,
  focus,
}: {
  name: string;
  index: number;
  count: number;
  row: Row;
  errors: Record<string, string[] | undefined>;
  focus: string | undefined;
}) {
  const idOf = (control: string) => photoControlId(name, index, control);
  const photo = <span className="visually-hidden"> photo {index + 1}</span>;
  const button = (control: string, value: string, words: string) => (
    <button
      type="submit"
      className="secondary"
      id={idOf(control)}
      name={photoEditName(name)}
      value={value}
      formNoValidate
      autoFocus={focus === idOf(control)}
    >
      {words}
      {photo}
    </button>
  );
  const editErrors = errors[`${name}[${index}].edit`];
  const cropErrors = errors[`${name}[${index}].crop`];
  const cropErrorId = cropErrors?.length ? `${idOf('crop')}-error` : undefined;
  return (
    <div className="photo-tools">
      <ErrorMessage id={idOf('edit')} errors={editErrors} />
      <div className="photo-buttons">
        {index > 0 ? button('up', `up:${index}`, 'Move up') : null}
        {index < count - 1 ? button('down', `down:${index}`, 'Move down') : null}
        {button('rotate-270', `rotate:${index}:270`, 'Turn left')}
        {button('rotate-90', `rotate:${index}:90`, 'Turn right')}
      </div>
      <details className="photo-crop" open={Boolean(cropErrors?.length)}>
        <summary id={idOf('crop')} autoFocus={focus === idOf('crop')}>
          Crop{photo}
        </summary>
        <fieldset aria-describedby={cropErrorId}>
          <legend>Crop photo {index + 1}: the part to keep, in per cent of the picture</legend>
          <ErrorMessage id={cropErrorId} errors={cropErrors} />
          <div className="crop-boxes">
            {CROP_PARTS.map(([part, label]) => {
              const id = idOf(`crop-${part}`);
              return (
                <span key={part}>
                  <label htmlFor={id}>{label} (%)</label>
                  <input
                    id={id}
                    name={`${name}[${index}].crop.${part}`}
                    type="text"
                    inputMode="decimal"
                    size={5}
                    maxLength={20}
                    defaultValue={
                      row.crop?.[part] ?? (part === 'width' || part === 'height' ? '100' : '0')
                    }
                    {...(cropErrorId ? { 'aria-invalid': true } : {})}
                  />
                </span>
              );
            })}
          </div>
          {button('crop-apply', `crop:${index}`, 'Crop')}
        </fieldset>
      </details>
      <span className="remove">
        <input
          type="radio"
          id={idOf('cover')}
          name={coverName(name)}
          value={row.file}
          defaultChecked={row.cover}
        />
        <label htmlFor={idOf('cover')}>
          The album’s cover<span className="visually-hidden"> (photo {index + 1})</span>
        </label>
      </span>
    </div>
  );
}
