import { Fragment } from 'react';

/**
 * Text whose lines may break after each slash ('Seminar/Workshop/Conference', 'Date/Year'): the
 * browser does not break there by itself, and breaking inside the words instead would cut them
 * in the middle (decision 023).
 */
export function SlashBreaks({ text }: { text: string }) {
  const parts = text.split('/');
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? (
            <>
              /<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}
