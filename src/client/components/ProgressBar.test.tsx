import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clampPercent, ProgressBar } from './ProgressBar';

afterEach(cleanup);

describe('ProgressBar', () => {
  it('clamps to 0–100', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(150)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(clampPercent(50)).toBe(50);
  });
  it('announces its value', () => {
    render(<ProgressBar value={120} label="Fortschritt" />);
    expect(screen.getByRole('progressbar', { name: 'Fortschritt' }).getAttribute('aria-valuenow')).toBe('100');
  });
});
