import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// The editor (Tiptap and ProseMirror) is fetched in the browser only, once the page is shown:
// the server's HTML, and a phone without JavaScript, have the plain textarea.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/**
 * Rich text: a labelled textarea of HTML, which the Tiptap editor replaces in the browser. The
 * editor writes its HTML back into the (then hidden) textarea, so the form posts the same field
 * either way; the server sanitizes it whatever it is.
 */
export function RichText({
  id,
  name,
  defaultValue,
  label,
  lang,
  ...aria
}: {
  id: string;
  name: string;
  defaultValue: string;
  label: string;
  /** The language typed in, when not English: the textarea and the editor say so. */
  lang?: string | undefined;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  required?: boolean;
}) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return (
    <div className="rich-text" lang={lang}>
      <textarea
        ref={textarea}
        id={enhanced ? `${id}-html` : id}
        name={name}
        rows={10}
        defaultValue={defaultValue}
        hidden={enhanced}
        {...(enhanced ? { 'aria-hidden': true, tabIndex: -1 } : aria)}
      />
      {enhanced ? (
        <Suspense fallback={<p className="muted">Loading the editor…</p>}>
          <RichTextEditor
            id={id}
            label={label}
            initialHtml={defaultValue}
            onHtml={(html) => {
              if (textarea.current) textarea.current.value = html;
            }}
            {...aria}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
