/**
 * Anchors of Markdown headings as GitHub makes them (github-slugger): lower case, punctuation and symbols
 * dropped, spaces become hyphens, a repeated heading gets -1, -2 … The in-app handbook uses the same
 * anchors as GitHub, so a link like `bestellungen.md#einzelne-tickets-stornieren` works in both.
 */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** A slugger for one document: the same heading text twice gets distinct anchors. */
export function headingSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = headingSlug(text);
    let slug = base;
    let count = seen.get(base) ?? 0;
    while (seen.has(slug)) {
      count += 1;
      slug = `${base}-${count}`;
    }
    seen.set(base, count);
    seen.set(slug, 0);
    return slug;
  };
}
