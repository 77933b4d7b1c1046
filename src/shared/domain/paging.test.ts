import { describe, expect, it } from 'vitest';
import { pageRows, resolvePaging } from './paging';

describe('paging', () => {
  it('defaults to page 1 with 10 rows', () => {
    expect(resolvePaging(null, null, 42)).toMatchObject({ page: 1, pageSize: 10, pageCount: 5, start: 0 });
  });
  it('takes an offered size and a page from the URL', () => {
    expect(resolvePaging('3', '5', 42)).toMatchObject({ page: 3, pageSize: 5, pageCount: 9, start: 10 });
  });
  it('keeps a chosen size on the first page, where the URL names no page', () => {
    expect(resolvePaging(null, '25', 42)).toMatchObject({ page: 1, pageSize: 25, pageCount: 2, start: 0 });
  });
  it.each([
    ['0', '10'],
    ['-1', '10'],
    ['abc', '25'],
    ['2', '7'],
    ['2', '0'],
    ['1.5', '10'],
    ['2', '1000'],
  ])('falls back to page 1 and size 10 for page=%s pageSize=%s', (page, size) => {
    expect(resolvePaging(page, size, 500)).toMatchObject({ page: 1, pageSize: 10 });
  });
  it('clamps the page to the last page', () => {
    expect(resolvePaging('99', '25', 60)).toMatchObject({ page: 3, pageCount: 3, start: 50 });
    expect(resolvePaging('4', '10', 0)).toMatchObject({ page: 1, pageCount: 1 });
  });
  it('slices the rows of the page', () => {
    const rows = Array.from({ length: 12 }, (_, i) => i);
    expect(pageRows(rows, resolvePaging('2', '5', rows.length))).toEqual([5, 6, 7, 8, 9]);
  });
});
