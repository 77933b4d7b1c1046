import { useLiveQuery } from 'dexie-react-hooks';
import { type ReactElement, useEffect, useState, useSyncExternalStore } from 'react';
import { LoadingScreen } from '../../components/LoadingScreen';
import { chosenPerformance, choosePerformance } from './device';
import { DoorScreen } from './DoorScreen';
import { unlockAudio } from './feedback';
import { KioskLogin } from './KioskLogin';
import { kioskDb } from './kiosk-db';
import { PerformancePicker } from './PerformancePicker';
import { ScanInbox } from './scan-inbox';
import { useKioskStaff } from './use-kiosk-staff';
import { useWedgeScanner } from './use-wedge';
import { WaitingNotice } from './WaitingNotice';
import './kiosk.css';

/** /kiosk: sign in, choose the performance, then the door – full screen, without the shop's chrome. */
export function KioskApp() {
  const staff = useKioskStaff();
  const stored = useLiveQuery(() => chosenPerformance(kioskDb), []);
  // The choice counts from the tap on, not only once Dexie has it: a code scanned right after belongs to it.
  const [choice, setChoice] = useState<{ id: number | null } | null>(null);
  const performanceId = choice ? choice.id : stored;
  const [inbox] = useState(() => new ScanInbox());
  const held = useSyncExternalStore(inbox.subscribe, () => inbox.waiting);
  // Codes scanned while the kiosk still loads wait in the inbox; with no door to go to they are dropped.
  const noDoor = staff.status === 'signed-out' || performanceId === null || (!staff.loading && !staff.canScan);
  useWedgeScanner((code) => {
    if (!noDoor) inbox.push(code);
  }, staff.status !== 'signed-out');
  useEffect(() => {
    if (noDoor) inbox.clear();
  }, [inbox, noDoor]);

  useEffect(() => {
    document.title = 'Einlass - Musical-Tickets';
  }, []);

  function choose(id: number | null) {
    setChoice({ id });
    void choosePerformance(kioskDb, id);
  }

  let content: ReactElement;
  if (staff.loading || performanceId === undefined) content = <LoadingScreen />;
  else if (staff.status !== 'signed-in') content = <KioskLogin login={staff.login} completeLogin={staff.completeLogin} />;
  else if (!staff.canScan && !staff.canSell) {
    content = (
      <section className="kiosk-card">
        <h1>Keine Berechtigung</h1>
        <p>Für den Einlass braucht dein Konto das Recht „Tickets scannen“ oder „Abendkasse“.</p>
        <button type="button" className="kiosk-button" onClick={() => void staff.logout()}>
          Abmelden
        </button>
      </section>
    );
  } else if (performanceId === null) {
    content = <PerformancePicker onChoose={choose} />;
  } else {
    content = (
      <DoorScreen
        key={performanceId}
        performanceId={performanceId}
        canScan={staff.canScan}
        canSell={staff.canSell}
        inbox={inbox}
        onLeave={() => choose(null)}
        onLogout={() => void staff.logout()}
      />
    );
  }
  return (
    // Any touch may unlock the verdict sounds (browsers allow audio only after a gesture, e.g. after a reload).
    <div className="kiosk" data-offline={staff.offline || undefined} onPointerDown={unlockAudio}>
      {/* The door screen holds its own main beside its header and tabs; every other card is the page's main (axe: landmark). */}
      {content.type === DoorScreen ? content : <main className="kiosk-page">{content}</main>}
      {held > 0 && <WaitingNotice count={held} />}
    </div>
  );
}
