import { useLiveQuery } from 'dexie-react-hooks';
import { type ReactElement, useEffect } from 'react';
import { LoadingScreen } from '../../components/LoadingScreen';
import { chosenPerformance, choosePerformance } from './device';
import { DoorScreen } from './DoorScreen';
import { unlockAudio } from './feedback';
import { KioskLogin } from './KioskLogin';
import { kioskDb } from './kiosk-db';
import { PerformancePicker } from './PerformancePicker';
import { useKioskStaff } from './use-kiosk-staff';
import './kiosk.css';

/** /kiosk: sign in, choose the performance, then the door – full screen, without the shop's chrome. */
export function KioskApp() {
  const staff = useKioskStaff();
  const performanceId = useLiveQuery(() => chosenPerformance(kioskDb), []);

  useEffect(() => {
    document.title = 'Einlass - Musical-Tickets';
  }, []);

  let content: ReactElement;
  if (staff.loading || performanceId === undefined) content = <LoadingScreen />;
  else if (staff.status !== 'signed-in') content = <KioskLogin login={staff.login} />;
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
    content = <PerformancePicker onChoose={(id) => void choosePerformance(kioskDb, id)} />;
  } else {
    content = (
      <DoorScreen
        key={performanceId}
        performanceId={performanceId}
        canScan={staff.canScan}
        canSell={staff.canSell}
        onLeave={() => void choosePerformance(kioskDb, null)}
        onLogout={() => void staff.logout()}
      />
    );
  }
  return (
    // Any touch may unlock the verdict sounds (browsers allow audio only after a gesture, e.g. after a reload).
    <div className="kiosk" data-offline={staff.offline || undefined} onPointerDown={unlockAudio}>
      {content}
    </div>
  );
}
