/**
 * The text of one of the server's own data elements (shared/api/ssr.ts). Only a `<script type="application/json">`
 * standing directly in the body counts: stored HTML renders inside #root and can hold no script, so an element
 * of it named the same (issue 29) is never taken for the page's data.
 */
export function serverPageData(id: string): string | undefined {
  return document.querySelector(`body > script[type="application/json"]#${CSS.escape(id)}`)?.textContent ?? undefined;
}
