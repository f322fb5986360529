import { useEffect, useRef, useState } from 'react';
import { Editor } from '@tiptap/core';
import Blockquote from '@tiptap/extension-blockquote';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Heading from '@tiptap/extension-heading';
import Italic from '@tiptap/extension-italic';
import Link from '@tiptap/extension-link';
import { BulletList, ListItem, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import styles from './Content.module.css';

/** The toolbar: a label for screen readers, the mark or node it toggles, and the command. */
const TOOLS = [
  { label: 'Bold', text: 'B', active: 'bold', run: (e: Editor) => e.chain().focus().toggleBold().run() },
  {
    label: 'Italic',
    text: 'I',
    active: 'italic',
    run: (e: Editor) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Heading',
    text: 'H3',
    active: 'heading',
    run: (e: Editor) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Bulleted list',
    text: '•',
    active: 'bulletList',
    run: (e: Editor) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    text: '1.',
    active: 'orderedList',
    run: (e: Editor) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Quote',
    text: '“',
    active: 'blockquote',
    run: (e: Editor) => e.chain().focus().toggleBlockquote().run(),
  },
] as const;

/**
 * A rich-text field edited with Tiptap: bold, italic, headings, lists, quotes and links. It writes
 * HTML; the server sanitises it before storing (no scripts, handlers, frames or `javascript:` links),
 * and again when a page renders it.
 */
export function RichTextInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(html: string): void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [, redraw] = useState(0);
  const change = useRef(onChange);
  change.current = onChange;

  useEffect(() => {
    const made = new Editor({
      element: host.current!,
      extensions: [
        Document,
        Paragraph,
        Text,
        Bold,
        Italic,
        HardBreak,
        Blockquote,
        Heading.configure({ levels: [2, 3, 4] }),
        BulletList,
        OrderedList,
        ListItem,
        Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto', 'tel'] }),
      ],
      content: value,
      editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
      onUpdate: ({ editor: e }) => change.current(e.isEmpty ? '' : e.getHTML()),
      onSelectionUpdate: () => redraw((n) => n + 1),
      onTransaction: () => redraw((n) => n + 1),
    });
    setEditor(made);
    return () => made.destroy();
    // The editor is made once; later values come from the editor itself.
  }, []);

  const addLink = () => {
    if (!editor) return;
    const url = window.prompt(
      'Link address (https://…, /path, mailto:)',
      editor.getAttributes('link').href ?? '',
    );
    if (url === null) return;
    if (!url) editor.chain().focus().unsetLink().run();
    else if (/^(https?:|mailto:|tel:|\/|#)/i.test(url.trim()))
      editor.chain().focus().setLink({ href: url.trim() }).run();
    else window.alert('A link must start with https://, /, #, mailto: or tel:');
  };

  return (
    <div className={styles.rich}>
      <div className={styles.richBar} role="toolbar" aria-label={`${label}: formatting`}>
        {TOOLS.map((tool) => (
          <button
            key={tool.label}
            type="button"
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={editor?.isActive(tool.active) ?? false}
            onClick={() => editor && tool.run(editor)}
          >
            {tool.text}
          </button>
        ))}
        <button
          type="button"
          aria-label="Link"
          title="Link"
          aria-pressed={editor?.isActive('link') ?? false}
          onClick={addLink}
        >
          🔗
        </button>
      </div>
      <div ref={host} className={styles.richArea} />
    </div>
  );
}
