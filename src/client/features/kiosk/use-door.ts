import { useCallback, useEffect, useRef, useState } from 'react';
import type { ScanMethod } from '../../../shared/api/checkin';
import { mustWait, type ScanOutcome } from '../../../shared/domain/checkin-verdict';
import { type JustAdmitted, justAdmitted, ownRecentAdmission } from '../../../shared/domain/just-admitted';
import { ApiError } from '../../lib/api-client';
import { type SaleOutcome, sellAtDoor } from './box-office';
import { ensureDevice, type KioskDevice, newNonce } from './device';
import { admitTicket, type DoorContext, loadDoorContext, scanCode } from './door';
import { signal } from './feedback';
import { kioskApi } from './kiosk-api';
import { type KioskTicketRow, kioskDb } from './kiosk-db';
import { decideOnline, followAdmissions, onlineClaims } from './online-door';
import { SYNC_INTERVAL_MS, syncCycle } from './sync';
import { doorListsApi } from './door-lists';

/** What the door shows for a scan: a verdict, a partial read, or the guest just admitted here (issue 45). */
export type DoorOutcome = ScanOutcome | JustAdmitted;

export type ShownVerdict = DoorOutcome & {
  /** Tells two equal verdicts in a row apart, so the overlay restarts its timer. */
  serial: number;
  /** Who decided (issue 12): the server ('online geprüft') or this device alone ('offline geprüft', duplicates possible). */
  mode: DecisionMode | null;
};

export type DecisionMode = 'online' | 'offline';

export interface SyncState {
  running: boolean;
  done: number;
  total: number;
  /** German text of the last failure; null after a good sync. */
  problem: string | null;
}

const STOP_TEXTS = {
  offline: 'Offline – Scans und Verkäufe werden gespeichert und später übertragen.',
  auth: 'Die Anmeldung ist abgelaufen. Bitte neu anmelden, damit die Daten übertragen werden.',
  server: 'Der Server antwortet gerade nicht. Neuer Versuch in einer Minute.',
} as const;

function hasSynced(context: DoorContext): boolean {
  return Boolean(context.shows.get(context.performanceId)?.lastSyncAt);
}

/** The door's state and actions for one performance: sync loop, scans in order, sales, the verdict shown. */
export function useDoor(performanceId: number) {
  const [device, setDevice] = useState<KioskDevice | null>(null);
  const door = useRef<DoorContext | null>(null);
  // Until the performance's list and keys are on the device once, every genuine ticket would be refused.
  const [synced, setSynced] = useState(false);
  const [verdict, setVerdict] = useState<ShownVerdict | null>(null);
  const [sync, setSync] = useState<SyncState>({ running: false, done: 0, total: 0, problem: null });
  const running = useRef(false);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const serial = useRef(0);
  // Scans that cannot be decided yet wait for the next change of what the door has loaded (issue 12).
  const [waiting, setWaiting] = useState(0);
  const changes = useRef(new Set<() => void>());
  const changed = useCallback(() => {
    for (const wake of changes.current) wake();
    changes.current.clear();
  }, []);

  useEffect(() => {
    let live = true;
    void ensureDevice(kioskDb).then(async (found) => {
      const context = await loadDoorContext(kioskDb, performanceId, found);
      if (!live) return;
      door.current = context;
      setSynced(hasSynced(context));
      setDevice(found);
      changed();
    });
    return () => {
      live = false;
    };
  }, [performanceId, changed]);

  const runSync = useCallback(async () => {
    const current = door.current;
    if (!current || running.current) return;
    running.current = true;
    changed();
    setSync((state) => ({ ...state, running: true, done: 0, total: 0 }));
    let problem: string | null = null;
    try {
      const result = await syncCycle(
        kioskDb,
        kioskApi,
        current.device,
        performanceId,
        (done, total) => setSync((state) => ({ ...state, done, total })),
        doorListsApi,
      );
      if (result.stopped) problem = STOP_TEXTS[result.stopped];
      door.current = await loadDoorContext(kioskDb, performanceId, current.device);
      setSynced(hasSynced(door.current));
    } catch (error) {
      problem = error instanceof ApiError && error.offline ? STOP_TEXTS.offline : error instanceof Error ? error.message : STOP_TEXTS.server;
    } finally {
      running.current = false;
      changed();
      setSync((state) => ({ ...state, running: false, problem }));
    }
  }, [performanceId, changed]);

  // Other doors' admissions and door sales, pushed by the server while online (issue 12).
  useEffect(() => {
    if (!device) return;
    const stop = new AbortController();
    void followAdmissions(kioskDb, kioskApi, performanceId, stop.signal, () => void runSync());
    return () => stop.abort();
  }, [device, performanceId, runSync]);

  // Every minute while online, at once when the network returns, and once the device is known.
  useEffect(() => {
    if (!device) return;
    void runSync();
    const timer = window.setInterval(() => {
      if (navigator.onLine) void runSync();
    }, SYNC_INTERVAL_MS);
    const online = () => void runSync();
    window.addEventListener('online', online);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', online);
    };
  }, [device, runSync]);

  // Tickets this device admitted, by id, with when (ms): the guest may still stand at the door (issue 45).
  const ownAdmissions = useRef(new Map<number, number>());
  const show = useCallback((next: DoorOutcome, mode: DecisionMode) => {
    serial.current += 1;
    if (next.admits && next.ticketId !== null) ownAdmissions.current.set(next.ticketId, Date.now());
    // A partial read and the guest just admitted decided nothing new, so they name no mode.
    setVerdict({ ...next, serial: serial.current, mode: next.key === 'unreadable' || next.key === 'just_admitted' ? null : mode });
    // The guest just admitted hears nothing: no second beep for one admission.
    if (next.tone !== 'calm') signal(next.tone);
    return next;
  }, []);

  /** Scans run one after another, so a quick second scan of a code sees the first one's admission. */
  const enqueue = useCallback(<T>(work: (context: DoorContext) => Promise<T>): Promise<T | null> => {
    const next = queue.current.then(() => (door.current ? work(door.current) : null));
    queue.current = next.catch(() => undefined);
    return next;
  }, []);

  const readiness = useCallback(() => {
    const context = door.current;
    return { keys: context?.keys ?? null, listed: context ? hasSynced(context) : false, syncing: running.current };
  }, []);

  /**
   * A scan is taken at once and decided as soon as the device can: until then it waits (and the door
   * says so) instead of being judged on missing keys or a missing ticket list (issue 12).
   */
  const scan = useCallback(
    (code: string, method: ScanMethod) => {
      const waits = mustWait(code, readiness());
      if (waits) setWaiting((count) => count + 1);
      const next = queue.current.then(async () => {
        try {
          while (mustWait(code, readiness())) await new Promise<void>((wake) => changes.current.add(wake));
        } finally {
          if (waits) setWaiting((count) => count - 1);
        }
        const context = door.current;
        if (!context) return null;
        const again = justAdmitted(code, context.keys, ownAdmissions.current, Date.now());
        if (again) return show(again, 'offline');
        // Online the server decides (one admission for all doors); offline or too slow, this device does.
        const nonce = newNonce();
        const clean = code.trim().toUpperCase();
        const claims = onlineClaims(context, clean);
        const online = claims ? await decideOnline(kioskDb, kioskApi, context, { nonce, method, code: clean, claims }) : null;
        const decided = online ?? (await scanCode(kioskDb, context, code, method, new Date(), nonce));
        const mode = online ? 'online' : 'offline';
        if (decided.key === 'already' && decided.ticketId !== null) {
          const calm = ownRecentAdmission(decided.ticketId, await kioskDb.kioskTickets.get(decided.ticketId), context.device.name, Date.now());
          if (calm) return show(calm, mode);
        }
        return show(decided, mode);
      });
      queue.current = next.catch(() => undefined);
      return next;
    },
    [readiness, show],
  );
  const admit = useCallback(
    (ticket: KioskTicketRow) =>
      enqueue(async (context) => {
        const nonce = newNonce();
        const claims = { ticketId: ticket.id, performanceId: ticket.performanceId, categoryId: ticket.categoryId };
        const online = await decideOnline(kioskDb, kioskApi, context, { nonce, method: 'search', code: null, claims });
        if (online) return show(online, 'online');
        return show(await admitTicket(kioskDb, context, ticket, new Date(), nonce), 'offline');
      }),
    [enqueue, show],
  );
  const sell = useCallback(
    (lines: Array<{ category_id: number; quantity: number }>, seats?: string[]): Promise<SaleOutcome | null> =>
      enqueue((context) => sellAtDoor(kioskDb, kioskApi, context.device, performanceId, lines, new Date(), seats)),
    [enqueue, performanceId],
  );

  return { device, ready: device !== null && synced, waiting, verdict, dismiss: () => setVerdict(null), scan, admit, sell, sync, runSync };
}
