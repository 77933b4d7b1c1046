import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestSearch } from './GuestSearch';
import { KioskHeader } from './KioskHeader';
import { kioskDb } from './kiosk-db';
import type { ShownVerdict } from './use-door';
import { VERDICT_MS, VerdictOverlay } from './VerdictOverlay';

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await kioskDb.kioskTickets.clear();
  await kioskDb.kioskShows.clear();
  await kioskDb.kioskScans.clear();
});

const verdict: ShownVerdict = {
  key: 'already',
  title: 'Bereits eingecheckt',
  tone: 'red',
  detail: 'Erster Einlass um 18:42 Uhr',
  ticketId: 3,
  admits: false,
  serial: 1,
  mode: 'offline',
};

describe('the verdict overlay', () => {
  it("names the mode a scan was decided in, small: 'online geprüft', and none for a partial read", () => {
    const { rerender } = render(<VerdictOverlay verdict={{ ...verdict, mode: 'online' }} onDone={() => {}} />);
    expect(screen.getByTestId('kiosk-verdict-mode').textContent).toBe('online geprüft');
    rerender(<VerdictOverlay verdict={{ ...verdict, mode: null, serial: 2 }} onDone={() => {}} />);
    expect(screen.queryByTestId('kiosk-verdict-mode')).toBeNull();
  });

  it('shows the verdict large, focuses Weiter and clears itself for the next guest', () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    render(<VerdictOverlay verdict={verdict} onDone={onDone} />);
    expect(screen.getByRole('alertdialog', { name: 'Bereits eingecheckt' })).toBeTruthy();
    expect(screen.getByText('Erster Einlass um 18:42 Uhr')).toBeTruthy();
    expect(screen.getByTestId('kiosk-verdict-mode').textContent).toBe('offline geprüft');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Weiter' }));
    act(() => vi.advanceTimersByTime(VERDICT_MS.red - 1));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});

describe('guest search', () => {
  it('finds a guest by name or order number and admits with one tap', async () => {
    await kioskDb.kioskTickets.bulkPut([
      {
        id: 11,
        performanceId: 7,
        orderId: 501,
        name: 'Erika Mustermann',
        search: 'erika mustermann',
        categoryId: 1,
        category: 'Erwachsene',
        seat: null,
        status: 'valid',
        admittedAt: null,
        admittedDevice: null,
        admitted: 0,
        checkins: 0,
      },
      {
        id: 12,
        performanceId: 7,
        orderId: 502,
        name: 'Max Müller',
        search: 'max müller',
        categoryId: 2,
        category: 'Kinder',
        seat: 'A3',
        status: 'cancelled',
        admittedAt: null,
        admittedDevice: null,
        admitted: 0,
        checkins: 0,
      },
      {
        id: 13,
        performanceId: 8,
        orderId: 503,
        name: 'Erika Anders',
        search: 'erika anders',
        categoryId: 1,
        category: 'Erwachsene',
        seat: null,
        status: 'valid',
        admittedAt: null,
        admittedDevice: null,
        admitted: 0,
        checkins: 0,
      },
    ]);
    const onAdmit = vi.fn();
    render(<GuestSearch performanceId={7} onAdmit={onAdmit} />);
    fireEvent.change(screen.getByLabelText('Name oder Bestellnummer'), { target: { value: 'erika' } });
    await waitFor(() => expect(screen.getByText('Erika Mustermann')).toBeTruthy());
    expect(screen.queryByText('Erika Anders')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Einlassen' }));
    expect(onAdmit).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }));

    fireEvent.change(screen.getByLabelText('Name oder Bestellnummer'), { target: { value: '502' } });
    await waitFor(() => expect(screen.getByText('Max Müller')).toBeTruthy());
    expect(screen.getByText('Storniert')).toBeTruthy();
    expect(screen.getByText(/Kinder · Platz A3/)).toBeTruthy();
  });
});

describe('the kiosk header with re-entry (issue 33)', () => {
  it("counts re-entries beside the admissions: the server's and this door's waiting ones", async () => {
    await kioskDb.kioskShows.put({
      id: 7,
      eventTitle: 'Zeitsprung',
      startsAt: '2025-07-08T17:00:00.000Z',
      reentryAllowed: true,
      counters: { sold: 3, admitted: 1, reentries: 1 },
    });
    await kioskDb.kioskScans.add({
      nonce: 'n-1',
      performanceId: 7,
      ticketId: 1,
      code: null,
      method: 'wedge',
      verdict: 'reentry',
      scannedAt: '2025-07-08T17:10:00.000Z',
      state: 0,
      attempts: 0,
    });
    render(
      <KioskHeader
        performanceId={7}
        sync={{ running: false, done: 0, total: 0, problem: null }}
        onSync={() => {}}
        onLeave={() => {}}
        onLogout={() => {}}
        deviceName="Eingang Nord"
      />,
    );
    await waitFor(() => expect(screen.getByTestId('kiosk-reentries').textContent).toBe('2'));
    expect(screen.getByText(/Wiedereinlässe/)).toBeTruthy();
  });

  it('says nothing of re-entries while the setting is off and none happened', async () => {
    await kioskDb.kioskShows.put({
      id: 7,
      eventTitle: 'Zeitsprung',
      startsAt: '2025-07-08T17:00:00.000Z',
      reentryAllowed: false,
      counters: { sold: 3, admitted: 1, reentries: 0 },
    });
    render(
      <KioskHeader
        performanceId={7}
        sync={{ running: false, done: 0, total: 0, problem: null }}
        onSync={() => {}}
        onLeave={() => {}}
        onLogout={() => {}}
        deviceName="Eingang Nord"
      />,
    );
    await waitFor(() => expect(screen.getByText('Zeitsprung')).toBeTruthy());
    expect(screen.queryByTestId('kiosk-reentries')).toBeNull();
  });
});
