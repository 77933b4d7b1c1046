import { type Editor, useEditorState } from '@tiptap/react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { TOOLBAR_HEADING_LEVEL } from './editor-extensions';

interface Tool {
  label: string;
  /** Drawn before the label by CSS, outside the accessible name (a visible '1.' would differ from it). */
  sign?: string;
  /** How the label itself looks ('Fett' in bold). */
  look?: 'bold' | 'italic';
  shortcut?: string;
  pressed?: boolean;
  enabled?: boolean;
  opensDialog?: boolean;
  run: () => void;
}

/** Keys that move the focus inside the toolbar (WAI-ARIA toolbar pattern: one tab stop, arrows within). */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** The editor's toolbar: German labels, pressed state for the formats at the cursor, Tab reaches it once. */
export function RichTextToolbar({ editor, label, onLink }: { editor: Editor; label: string; onLink: () => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      heading: current.isActive('heading', { level: TOOLBAR_HEADING_LEVEL }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const [focused, setFocused] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const chain = () => editor.chain().focus();

  const tools: Tool[] = [
    { label: 'Überschrift', pressed: state.heading, run: () => chain().toggleHeading({ level: TOOLBAR_HEADING_LEVEL }).run() },
    { label: 'Fett', look: 'bold', shortcut: 'Strg+B', pressed: state.bold, run: () => chain().toggleBold().run() },
    { label: 'Kursiv', look: 'italic', shortcut: 'Strg+I', pressed: state.italic, run: () => chain().toggleItalic().run() },
    { label: 'Aufzählung', sign: '•', pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
    { label: 'Nummerierung', sign: '1.', pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
    { label: 'Link', shortcut: 'Strg+K', opensDialog: true, run: onLink },
    { label: 'Rückgängig', sign: '↶', shortcut: 'Strg+Z', enabled: state.canUndo, run: () => chain().undo().run() },
    { label: 'Wiederholen', sign: '↷', shortcut: 'Strg+Y', enabled: state.canRedo, run: () => chain().redo().run() },
  ];

  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(focused, tools.length);
    setFocused(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="rich-text__toolbar" role="toolbar" aria-label={label} onKeyDown={onKeyDown}>
      {tools.map((tool, index) => (
        <button
          key={tool.label}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          className={tool.look ? `rich-text__tool rich-text__tool--${tool.look}` : 'rich-text__tool'}
          aria-label={tool.label}
          aria-pressed={tool.pressed}
          aria-haspopup={tool.opensDialog ? 'dialog' : undefined}
          // Greyed out but still reachable with the arrow keys, as the toolbar pattern recommends.
          aria-disabled={tool.enabled === false ? true : undefined}
          data-sign={tool.sign}
          title={tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label}
          tabIndex={index === focused ? 0 : -1}
          onFocus={() => setFocused(index)}
          // Keeps the text's selection and focus when a button is clicked with the mouse.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (tool.enabled !== false) tool.run();
          }}
        >
          <span className="rich-text__tool-label">{tool.label}</span>
        </button>
      ))}
    </div>
  );
}
