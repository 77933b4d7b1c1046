import type { TextDirection } from '../../../shared/i18n/languages';

/** One language's loading line for the app shell: its code, direction and `pages.loading` text. */
export interface ShellLoadingText {
  code: string;
  dir: TextDirection;
  text: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The shell's loading screen in every language (issue 53), written into index.html at build time: the CSP
 * allows no inline script to pick one, so each language has its line and a style rule shows the one of
 * `<html lang>` (the server sets it per visitor; offline, main.tsx sets the device's choice). The first
 * (German, the default) shows wherever `<html lang>` names no other language of the list.
 */
export function shellLoading(texts: readonly ShellLoadingText[]): { markup: string; style: string } {
  const [first, ...others] = texts;
  const lines = texts.map(({ code, dir, text }) => `<p lang="${code}" dir="${dir}">${escapeHtml(text)}</p>`).join('');
  const rules = others.map(
    ({ code }) => `html[lang="${code}"] .shell-loading>[lang="${first.code}"]{display:none}html[lang="${code}"] .shell-loading>[lang="${code}"]{display:block}`,
  );
  return {
    markup: `<div class="loading-screen shell-loading" role="status">${lines}</div>`,
    style: `<style>.shell-loading>p:not([lang="${first.code}"]){display:none}${rules.join('')}</style>`,
  };
}

/** index.html's loading screen, as written there (German) and replaced by the build. */
export const SHELL_LOADING_SCREEN = /<div class="loading-screen" role="status">[\s\S]*?<\/div>/;

/** index.html with its loading screen in every language and the rule that shows one. */
export function withShellLoading(html: string, texts: readonly ShellLoadingText[]): string {
  if (!SHELL_LOADING_SCREEN.test(html)) throw new Error('index.html has no loading screen (<div class="loading-screen" role="status">)');
  const { markup, style } = shellLoading(texts);
  return html.replace(SHELL_LOADING_SCREEN, markup).replace('</head>', `${style}</head>`);
}
