import { useEffect, useState } from 'react';
import { BoxOfficePanel } from './BoxOfficePanel';
import { CodeEntry } from './CodeEntry';
import { GuestSearch } from './GuestSearch';
import { KioskDoorList } from './KioskDoorList';
import { KioskGuestList } from './KioskGuestList';
import { KioskHeader } from './KioskHeader';
import { KioskReservations } from './KioskReservations';
import { RecentScans } from './RecentScans';
import type { ScanInbox } from './scan-inbox';
import { ScannerView } from './ScannerView';
import { useDoor } from './use-door';
import { useWakeLock } from './use-wake-lock';
import { VerdictOverlay } from './VerdictOverlay';
import { WaitingNotice } from './WaitingNotice';

type Tab = 'scan' | 'search' | 'guests' | 'sell' | 'reservations' | 'paper';

interface Props {
  performanceId: number;
  canScan: boolean;
  canSell: boolean;
  /** The kiosk's hand-scanner codes, including those that came while this screen was not there yet. */
  inbox: ScanInbox;
  onLeave: () => void;
  onLogout: () => void;
}

/** The door for one performance: camera, hand scanner, typed codes, guest search and the box office. */
export function DoorScreen({ performanceId, canScan, canSell, inbox, onLeave, onLogout }: Props) {
  const door = useDoor(performanceId);
  useWakeLock();
  const [tab, setTab] = useState<Tab>(canScan ? 'scan' : 'sell');
  const { scan } = door;
  // Scans are taken at once, also before the door is ready: each waits until it can be decided.
  useEffect(() => (canScan ? inbox.connect((code) => void scan(code, 'wedge')) : undefined), [canScan, inbox, scan]);

  const tabs: Array<[Tab, string, boolean]> = [
    ['scan', 'Scannen', canScan],
    ['search', 'Gäste suchen', canScan],
    ['guests', 'Gästeliste', canScan],
    ['sell', 'Abendkasse', canSell],
    ['reservations', 'Reservierungen', canSell],
    ['paper', 'Einlassliste', canScan || canSell],
  ];

  return (
    <div className="kiosk-door">
      <KioskHeader
        performanceId={performanceId}
        sync={door.sync}
        onSync={() => void door.runSync()}
        onLeave={onLeave}
        onLogout={onLogout}
        deviceName={door.device?.name ?? ''}
      />
      <nav className="kiosk-tabs" aria-label="Bereiche">
        {tabs
          .filter(([, , allowed]) => allowed)
          .map(([key, label]) => (
            <button key={key} type="button" className="kiosk-tabs__tab" aria-current={tab === key ? 'page' : undefined} onClick={() => setTab(key)}>
              {label}
            </button>
          ))}
      </nav>
      <main className="kiosk-main">
        {!door.ready && (
          <p role="status" className="kiosk-message">
            {door.sync.problem
              ? 'Für diese Vorstellung sind noch keine Daten auf diesem Gerät. Sie werden geladen, sobald der Server erreichbar ist.'
              : 'Lade Tickets und Schlüssel dieser Vorstellung …'}
          </p>
        )}
        {door.ready && tab === 'scan' && canScan && (
          <div className="kiosk-scan">
            <ScannerView paused={door.verdict !== null} onCode={(code) => void door.scan(code, 'camera')} />
            <div className="kiosk-scan__side">
              <CodeEntry onCode={(code) => void door.scan(code, 'typed')} />
              <RecentScans performanceId={performanceId} />
            </div>
          </div>
        )}
        {door.ready && tab === 'search' && canScan && <GuestSearch performanceId={performanceId} onAdmit={(ticket) => void door.admit(ticket)} />}
        {door.ready && tab === 'sell' && canSell && <BoxOfficePanel performanceId={performanceId} onSell={door.sell} />}
        {/* Guest list and reservations (issue 42) decide from the kiosk's copy, online or offline; the paper list also opens offline. */}
        {tab === 'guests' && canScan && <KioskGuestList performanceId={performanceId} device={door.device} />}
        {tab === 'reservations' && canSell && <KioskReservations performanceId={performanceId} device={door.device} onPaid={() => void door.runSync()} />}
        {tab === 'paper' && <KioskDoorList performanceId={performanceId} />}
      </main>
      {door.waiting > 0 && !door.verdict && <WaitingNotice count={door.waiting} />}
      {/* A new element per verdict: the next guest's verdict is announced and shown afresh, not patched into the last one. */}
      {door.verdict && <VerdictOverlay key={door.verdict.serial} verdict={door.verdict} onDone={door.dismiss} />}
    </div>
  );
}
