import { useEffect, useRef, useState } from 'react';

type Editor = (typeof import('./rich-text-editor.tsx'))['default'];

/** The editor's module (Tiptap and ProseMirror), fetched once per page, in the browser only. */
let editorModule: Promise<Editor> | undefined;
const loadEditor = () =>
  (editorModule ??= import('./rich-text-editor.tsx').then((module) => module.default));

/**
 * Rich text: a labelled textarea of HTML, which the Tiptap editor replaces in the browser. The
 * editor writes its HTML back into the (then hidden) textarea, so the form posts the same field
 * either way; the server sanitizes it whatever it is. The textarea stays in use until the
 * editor's code has arrived, and the editor starts from what it holds then (a word typed early
 * is kept); both fill one box of a fixed height, so nothing after it moves when one takes the
 * other's place: a button pressed as the page opens is the button that was aimed at (decision
 * 070). Each change of the editor is an input event of the textarea, for the form's draft.
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
  const [editor, setEditor] = useState<{ Editor: Editor; html: string; focus: boolean }>();
  useEffect(() => {
    let live = true;
    loadEditor().then(
      (Editor) => {
        const area = textarea.current;
        if (live && area)
          setEditor({ Editor, html: area.value, focus: document.activeElement === area });
      },
      // Without the editor's code (a dropped connection), the textarea goes on as it is.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const enhanced = editor !== undefined;
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
      {editor ? (
        <editor.Editor
          id={id}
          label={label}
          initialHtml={editor.html}
          autofocus={editor.focus}
          onHtml={(html) => {
            const area = textarea.current;
            if (!area) return;
            area.value = html;
            area.dispatchEvent(new Event('input', { bubbles: true }));
          }}
          {...aria}
        />
      ) : null}
    </div>
  );
}
