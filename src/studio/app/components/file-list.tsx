import { describeFile, type FileFacts } from '../lib/file-facts.ts';
import { removeName } from '../lib/form-names.ts';
import type { Sending } from './use-uploader.ts';

/**
 * The files a field holds: each with its name, kind and size, a thumbnail for an image, its
 * spec as the hidden value the form sends back, and a Remove box.
 */
export function FileList({
  field,
  valueName,
  files,
  idPrefix,
}: {
  field: string;
  /** The name the hidden value is posted under. */
  valueName: string;
  files: readonly FileFacts[];
  idPrefix: string;
}) {
  if (files.length === 0) return null;
  return (
    <ul className="file-list">
      {files.map((file, index) => {
        const removeId = `${idPrefix}-remove-${index}`;
        return (
          <li key={file.spec}>
            {file.image && file.href ? (
              <img className="thumbnail" src={file.href} alt="" width={96} height={72} />
            ) : null}
            <span className="file-name">
              {file.href ? (
                <a href={file.href} target="_blank" rel="noreferrer">
                  {file.name}
                </a>
              ) : (
                file.name
              )}{' '}
              <span className="muted">({describeFile(file)})</span>
            </span>
            <input type="hidden" name={valueName} value={file.spec} />
            <span className="remove">
              <input type="checkbox" id={removeId} name={removeName(field)} value={file.spec} />
              <label htmlFor={removeId}>
                Remove <span className="visually-hidden">{file.name}</span>
              </label>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Files on their way, each a labelled progress bar; and the messages of files refused. */
export function UploadProgress({
  idPrefix,
  sending,
  problems,
}: {
  idPrefix: string;
  sending: readonly Sending[];
  problems: readonly string[];
}) {
  return (
    <>
      {sending.map((file, index) => (
        <p className="upload-progress" key={`${file.name}-${index}`}>
          <label htmlFor={`${idPrefix}-progress-${index}`}>Sending {file.name}</label>
          <progress id={`${idPrefix}-progress-${index}`} max={file.size} value={file.sent}>
            {Math.round((100 * file.sent) / Math.max(file.size, 1))}%
          </progress>
        </p>
      ))}
      <div role="alert" className="upload-problems">
        {problems.map((problem) => (
          <p className="error-message" key={problem}>
            {problem}
          </p>
        ))}
      </div>
    </>
  );
}
