import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from './DataTable';

const rows = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `Zeile ${i + 1}` }));

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/liste',
        element: <DataTable caption="Test" rows={rows} rowKey={(row) => row.id} columns={[{ key: 'name', header: 'Name', cell: (row) => row.name }]} />,
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
const shownRows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

afterEach(cleanup);

describe('DataTable paging', () => {
  it('shows the first 10 rows by default', () => {
    renderAt('/liste');
    expect(shownRows()).toHaveLength(10);
    expect(screen.getByText('Seite 1 von 3')).toBeTruthy();
  });

  it('reads page and pageSize from the URL', () => {
    renderAt('/liste?page=2&pageSize=5');
    expect(shownRows()).toEqual(['Zeile 6', 'Zeile 7', 'Zeile 8', 'Zeile 9', 'Zeile 10']);
  });

  it('falls back to page 1 and 10 rows for a size that is not offered', () => {
    renderAt('/liste?page=2&pageSize=7');
    expect(shownRows()[0]).toBe('Zeile 1');
    expect(shownRows()).toHaveLength(10);
  });

  it('clamps the page to the last page', () => {
    renderAt('/liste?page=50&pageSize=10');
    expect(shownRows()).toEqual(['Zeile 21', 'Zeile 22', 'Zeile 23']);
    expect((screen.getByRole('button', { name: 'Weiter' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('writes page changes and a new size into the URL, back to page 1', async () => {
    const router = renderAt('/liste');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Weiter' })));
    expect(router.state.location.search).toBe('?page=2&pageSize=10');
    await act(async () => fireEvent.change(screen.getByLabelText('Einträge pro Seite'), { target: { value: '25' } }));
    expect(router.state.location.search).toBe('?page=1&pageSize=25');
    expect(shownRows()).toHaveLength(23);
  });
});
