import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { resolvePaging } from '../../shared/domain/paging';

/** A list's filters and paging in the URL (spec §2: page and pageSize live in the query). */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(keys.flatMap((key) => (params.get(key) ? [[key, params.get(key) as string]] : []))) as Partial<Record<K, string>>;
  const paging = resolvePaging(params.get('page'), params.get('pageSize'), Number.MAX_SAFE_INTEGER);

  /** Takes the form's fields of these names as the new filters, from page 1. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams(params);
    for (const key of keys) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.set('page', '1');
    setParams(next);
  };
  const reset = () => setParams(new URLSearchParams());
  return { filters, page: paging.page, pageSize: paging.pageSize, submit, reset, key: params.toString() };
}
