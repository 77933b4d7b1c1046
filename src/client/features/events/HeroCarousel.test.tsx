import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Slide } from './hero-slides';
import { HeroCarousel } from './HeroCarousel';
import { inLanguage } from '../../i18n/test-language';

const slides: Slide[] = [1, 2, 3].map((n) => ({ fileId: n, alt: `Bild ${n}` }));
const current = () => screen.getAllByRole('button', { name: /anzeigen$/ }).findIndex((bullet) => bullet.getAttribute('aria-current') === 'true');

function mockReducedMotion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
  mockReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HeroCarousel', () => {
  it('stays on the first slide until the visitor uses it (issue 14)', () => {
    render(<HeroCarousel slides={slides} pictures={[]} label="Bilder" />, { wrapper: inLanguage() });
    act(() => vi.advanceTimersByTime(20_000));
    expect(current()).toBe(0);
    expect(screen.getByRole('img', { name: 'Bild 1' }).getAttribute('fetchpriority')).toBe('high');
  });

  it('fetches no hidden slide until the visitor uses it, so the poster has the line to itself (issue 14)', () => {
    render(<HeroCarousel slides={slides} pictures={[]} label="Bilder" />, { wrapper: inLanguage() });
    expect(screen.queryByRole('img', { name: 'Bild 2', hidden: true })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Bild 3', hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Abspielen' }));
    expect(screen.getByRole('img', { name: 'Bild 2', hidden: true }).getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('img', { name: 'Bild 3', hidden: true })).toBeTruthy();
  });

  it('turns every 4 s once a bullet was used, and stops on Pausieren', () => {
    render(<HeroCarousel slides={slides} pictures={[]} label="Bilder" />, { wrapper: inLanguage() });
    fireEvent.click(screen.getByRole('button', { name: 'Bild 2 anzeigen' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Bild 2 anzeigen' }));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(4000));
    expect(current()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Pausieren' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Abspielen' }));
    act(() => vi.advanceTimersByTime(8000));
    expect(current()).toBe(2);
  });

  it('never turns by itself under reduced motion', () => {
    mockReducedMotion(true);
    render(<HeroCarousel slides={slides} pictures={[]} label="Bilder" />, { wrapper: inLanguage() });
    fireEvent.click(screen.getByRole('button', { name: 'Abspielen' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pausieren' }));
    act(() => vi.advanceTimersByTime(12_000));
    expect(current()).toBe(0);
  });
});
