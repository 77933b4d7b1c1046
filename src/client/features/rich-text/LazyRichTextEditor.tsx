import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';

// The editor (Tiptap, ProseMirror: ~130 KB gzip) loads with the first screen that shows it, never in the shop.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The page-text editor, fetched on first use; every back-office screen with a page-like text uses this one. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <p className="field" role="status">
          Editor wird geladen …
        </p>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
