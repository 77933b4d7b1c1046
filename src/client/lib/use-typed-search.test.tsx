import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPED_SEARCH_DELAY_MS, useTypedSearch } from './use-typed-search';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('search as you type (issue 51 item 6)', () => {
  it('runs once typing pauses, with the last query only, trimmed', () => {
    const run = vi.fn();
    const { rerender } = renderHook(({ query }) => useTypedSearch(query, run), { initialProps: { query: 'Kas' } });
    vi.advanceTimersByTime(TYPED_SEARCH_DELAY_MS - 50);
    rerender({ query: 'Kasse ' });
    vi.advanceTimersByTime(TYPED_SEARCH_DELAY_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run.mock.calls).toEqual([['Kasse']]);
  });

  it('waits for the shortest query worth searching', () => {
    const run = vi.fn();
    const { rerender } = renderHook(({ query }) => useTypedSearch(query, run), { initialProps: { query: ' K ' } });
    vi.advanceTimersByTime(TYPED_SEARCH_DELAY_MS * 2);
    expect(run).not.toHaveBeenCalled();
    rerender({ query: 'Ka' });
    vi.advanceTimersByTime(TYPED_SEARCH_DELAY_MS);
    expect(run.mock.calls).toEqual([['Ka']]);
  });
});
