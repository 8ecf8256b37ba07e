import { highlightParts } from './matrix-filter.ts';

/** A text with the parts that match the filter marked (<mark>). */
export function Highlight({ text, q }: { text: string; q: string }) {
  return (
    <>
      {highlightParts(text, q).map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : part.text,
      )}
    </>
  );
}
