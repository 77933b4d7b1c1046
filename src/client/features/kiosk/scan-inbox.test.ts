import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureEarlyKeys, takeEarlyKeys } from './early-keys';
import { ScanInbox } from './scan-inbox';
import { useWedgeScanner } from './use-wedge';

afterEach(() => {
  cleanup();
  takeEarlyKeys();
});

/** Key events as the browser delivers them, `gap` ms apart by their own timestamps; a newline is Enter. */
function keys(text: string, start: number, gap = 5) {
  let at = start;
  for (const char of text) {
    const event = new KeyboardEvent('keydown', { key: char === '\n' ? 'Enter' : char, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: at });
    document.body.dispatchEvent(event);
    at += gap;
  }
}

describe('hand-scanner codes while the door loads (issue 12)', () => {
  it('holds codes until the door connects, then hands them over in order and later ones at once', () => {
    const inbox = new ScanInbox();
    const changes = vi.fn();
    inbox.subscribe(changes);
    inbox.push('ERSTER-CODE');
    inbox.push('ZWEITER-CODE');
    expect(inbox.waiting).toBe(2);
    const taken: string[] = [];
    const disconnect = inbox.connect((code) => taken.push(code));
    expect(taken).toEqual(['ERSTER-CODE', 'ZWEITER-CODE']);
    expect(inbox.waiting).toBe(0);
    inbox.push('DRITTER-CODE');
    expect(taken).toEqual(['ERSTER-CODE', 'ZWEITER-CODE', 'DRITTER-CODE']);
    disconnect();
    inbox.push('VIERTER-CODE');
    expect(inbox.waiting).toBe(1);
    inbox.clear();
    expect(inbox.waiting).toBe(0);
    expect(changes).toHaveBeenCalled();
  });

  it('keeps a burst that began before the kiosk listened whole, instead of cutting it in two', () => {
    captureEarlyKeys();
    keys('ABCDEFGHIJKLMNOP\n', 1000);
    const codes: string[] = [];
    // The kiosk starts listening in the middle of the next burst.
    keys('QRSTUVWX', 2000);
    renderHook(() => useWedgeScanner((code) => codes.push(code)));
    keys('YZ234567\n', 2040);
    expect(codes).toEqual(['ABCDEFGHIJKLMNOP', 'QRSTUVWXYZ234567']);
  });

  it('leaves keys typed into a text field to the field', () => {
    captureEarlyKeys();
    const input = document.createElement('input');
    document.body.append(input);
    const keydown = new KeyboardEvent('keydown', { key: 'A', bubbles: true });
    input.dispatchEvent(keydown);
    expect(takeEarlyKeys()).toEqual([]);
    input.remove();
  });
});
