import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Notice, NoticeLine } from '../components/NoticeLine';
import { OFFLINE_WRITE_MESSAGE } from './api-client';
import { reportNetworkFailure, reportNetworkSuccess } from './connectivity';

afterEach(cleanup);

describe('a change refused offline', () => {
  it('says so until the connection returns, then the message goes away; other errors stay', async () => {
    const offline: Notice = { kind: 'error', text: `Fehler beim Speichern: ${OFFLINE_WRITE_MESSAGE}` };
    const other: Notice = { kind: 'error', text: 'Fehler beim Speichern: Name fehlt' };
    act(() => reportNetworkFailure());
    const { rerender } = render(<NoticeLine notice={offline} />);
    expect(screen.getByRole('alert').textContent).toContain('Sie sind offline');
    act(() => reportNetworkSuccess());
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(<NoticeLine notice={other} />);
    act(() => reportNetworkFailure());
    act(() => reportNetworkSuccess());
    expect(screen.getByRole('alert').textContent).toContain('Name fehlt');
  });
});
