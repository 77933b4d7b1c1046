/** A #rrggbb colour darkened by a fraction (0–1), for hover and scrolled states. */
export function darken(hex: string, amount: number): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) return hex;
  const value = Number.parseInt(match[1], 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 0xff) * (1 - amount));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

function channels(hex: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) return null;
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const rgb = channels(hex);
  if (!rgb) return 0;
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours (1–21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The configured primary colour for the dark theme: mixed with white in small steps until text and links in
 * it read on the dark surface (WCAG AA, 4.5:1), so a school's deep purple becomes a light lilac, not grey.
 */
export function lightenForDark(hex: string, surface: string, ratio = 4.5): string {
  const rgb = channels(hex);
  if (!rgb) return hex;
  for (let step = 0; step <= 20; step++) {
    const mix = step / 20;
    const candidate = `#${rgb
      .map((c) =>
        Math.round(c + (255 - c) * mix)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
    if (contrast(candidate, surface) >= ratio) return candidate;
  }
  return '#ffffff';
}
