import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/**
 * The rich-text editor of the browser (Tiptap): paragraphs, headings 2 to 4, bold, italic,
 * lists and links, the allow-list of the site's HTML. Its element takes the field's id, so the
 * field's label and error name it; its toolbar is of real buttons, each saying whether it is on.
 */
export default function RichTextEditor({
  id,
  label,
  initialHtml,
  autofocus,
  onHtml,
  ...aria
}: {
  id: string;
  label: string;
  initialHtml: string;
  /** The textarea it replaces had the focus: the editor takes it, at the end of the text. */
  autofocus: boolean;
  onHtml: (html: string) => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  required?: boolean;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: initialHtml,
    autofocus: autofocus ? 'end' : false,
    // Our policy allows no inline style: the editor's own look is in studio.css.
    injectCSS: false,
    immediatelyRender: false,
    // The toolbar's aria-pressed follows the selection.
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: 'rich-text-area',
        ...(aria['aria-describedby'] ? { 'aria-describedby': aria['aria-describedby'] } : {}),
        ...(aria['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
        ...(aria.required ? { 'aria-required': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => onHtml(changed.isEmpty ? '' : changed.getHTML()),
  });
  return (
    <div className="rich-text-editor">
      {editor ? <Toolbar editor={editor} label={label} /> : null}
      <EditorContent editor={editor} className="rich-text-scroll" />
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const chain = () => editor.chain().focus();
  const tools: { label: string; on: boolean; run: () => void }[] = [
    { label: 'Bold', on: editor.isActive('bold'), run: () => chain().toggleBold().run() },
    {
      label: 'Italic',
      on: editor.isActive('italic'),
      run: () => chain().toggleItalic().run(),
    },
    ...([2, 3, 4] as const).map((level) => ({
      label: `Heading ${level}`,
      on: editor.isActive('heading', { level }),
      run: () => chain().toggleHeading({ level }).run(),
    })),
    {
      label: 'Bulleted list',
      on: editor.isActive('bulletList'),
      run: () => chain().toggleBulletList().run(),
    },
    {
      label: 'Numbered list',
      on: editor.isActive('orderedList'),
      run: () => chain().toggleOrderedList().run(),
    },
    {
      label: 'Link',
      on: editor.isActive('link'),
      run: () => {
        const current = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
        const href = window.prompt('Address of the link (empty to remove it)', current);
        if (href === null) return;
        if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
        else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
      },
    },
  ];
  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label={`Formatting of ${label}`}>
      {tools.map((tool) => (
        <button
          key={tool.label}
          type="button"
          className="tool"
          aria-pressed={tool.on}
          onClick={tool.run}
        >
          {tool.label}
        </button>
      ))}
    </div>
  );
}
