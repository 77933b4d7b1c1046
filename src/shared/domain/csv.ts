/** A cell for a German spreadsheet: quoted when needed; formulas are defused (CSV injection). */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Semicolon-separated with CRLF and a BOM, as German Excel opens it without an import dialog. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** 12,50 — a euro amount with a decimal comma and no currency sign, so spreadsheets read it as a number. */
export const csvEuro = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
