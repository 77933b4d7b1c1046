import { describe, expect, it } from 'vitest';
import { choiceAfterToggle, isDark, parseThemeChoice } from './theme-choice';

describe('theme choice', () => {
  it('reads the stored toggle; anything else follows the device', () => {
    expect(parseThemeChoice('true')).toBe('dark');
    expect(parseThemeChoice('false')).toBe('light');
    expect(parseThemeChoice(null)).toBeNull();
    expect(parseThemeChoice('dark')).toBeNull();
  });

  it('follows the device without a choice, the choice otherwise', () => {
    expect(isDark(null, true)).toBe(true);
    expect(isDark(null, false)).toBe(false);
    expect(isDark('light', true)).toBe(false);
    expect(isDark('dark', false)).toBe(true);
  });

  it('stores an override only where it differs from the device', () => {
    expect(choiceAfterToggle(true, false)).toBe('dark');
    expect(choiceAfterToggle(false, true)).toBe('light');
    expect(choiceAfterToggle(true, true)).toBeNull();
    expect(choiceAfterToggle(false, false)).toBeNull();
  });
});
