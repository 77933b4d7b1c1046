import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import { linkText } from '../../../shared/domain/link-address';
import { EDITOR_EXTENSIONS } from './editor-extensions';
import { markupTheEditorWouldLose } from './editor-markup';
import { LinkDialog } from './LinkDialog';
import { RichTextToolbar } from './RichTextToolbar';
import './rich-text.css';

export interface RichTextEditorProps {
  /** Names the visual editor for screen readers and on screen ('Text: Impressum'). */
  label: string;
  /** Names the HTML source field ('HTML-Text: Impressum'). */
  sourceLabel: string;
  value: string;
  onChange: (html: string) => void;
  editable?: boolean;
}

/**
 * A page text edited as it will look (issue 32 item 11): Tiptap with a German toolbar, the HTML source as an
 * "Erweitert" view. It hands back HTML; the caller sanitises it as before. Lazy-loaded (LazyRichTextEditor).
 */
export default function RichTextEditor({ label, sourceLabel, value, onChange, editable = true }: RichTextEditorProps) {
  const id = useId();
  const lost = markupTheEditorWouldLose(value);
  // A text the editor cannot show whole opens in the source view, so a first keystroke loses nothing.
  const [source, setSource] = useState(() => lost.length > 0);
  const [link, setLink] = useState<{ initial: string; editing: boolean } | null>(null);
  const emitted = useRef(value);
  const changed = useRef(onChange);
  changed.current = onChange;
  const openLink = useRef(() => {});

  const editor = useEditor({
    extensions: EDITOR_EXTENSIONS,
    content: value,
    editable,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': `${id}-label`, class: 'rich-text__content' },
      handleKeyDown: (_view, event) => {
        if (!((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k')) return false;
        event.preventDefault();
        openLink.current();
        return true;
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      emitted.current = html;
      changed.current(html);
    },
  });

  // The source view (or the caller) changed the text: show it in the editor without reporting it back.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(editable, false);
  }, [editor, editable]);

  openLink.current = () => {
    if (!editor || !editable) return;
    setLink({ initial: editor.getAttributes('link').href ?? '', editing: editor.isActive('link') });
  };

  // Back to the text once the dialog has gone: while the modal dialog is open the page behind it is inert and
  // refuses focus, and closing the dialog hands focus back to the button that opened it.
  const dialogOpen = link !== null;
  const wasOpen = useRef(false);
  useEffect(() => {
    if (dialogOpen) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      editor?.commands.focus();
    }
  }, [dialogOpen, editor]);

  const closeLink = () => setLink(null);

  const applyLink = (href: string, typed: string) => {
    if (!editor) return;
    const chain = editor.chain().focus();
    if (editor.isActive('link')) chain.extendMarkRange('link').setLink({ href }).run();
    else if (editor.state.selection.empty) chain.insertContent({ type: 'text', text: linkText(href, typed), marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    setLink(null);
  };

  const removeLink = () => {
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
    setLink(null);
  };

  return (
    <div className="field rich-text">
      <span id={`${id}-label`}>{label}</span>
      {lost.length > 0 && (
        <p className="rich-text__lost">
          {source
            ? `Dieser Text enthält HTML, das der visuelle Editor nicht darstellen kann (${lost.join(', ')}). Bearbeite ihn deshalb im HTML-Quelltext.`
            : `Achtung: Der visuelle Editor kann ${lost.join(', ')} nicht darstellen; wenn du hier etwas änderst, geht es verloren.`}
        </p>
      )}
      <div className="rich-text__visual" hidden={source}>
        {editor && <RichTextToolbar editor={editor} label={`Textformat: ${label}`} onLink={() => openLink.current()} />}
        <EditorContent editor={editor} />
      </div>
      {source && (
        <>
          <label className="visually-hidden" htmlFor={`${id}-source`}>
            {sourceLabel}
          </label>
          <textarea id={`${id}-source`} className="rich-text__source" value={value} onChange={(event) => changed.current(event.target.value)} />
        </>
      )}
      <label className="rich-text__mode">
        <input type="checkbox" checked={source} onChange={(event) => setSource(event.target.checked)} />
        HTML-Quelltext bearbeiten (Erweitert)
      </label>
      {link && <LinkDialog initial={link.initial} editing={link.editing} onApply={applyLink} onRemove={removeLink} onClose={closeLink} />}
    </div>
  );
}
