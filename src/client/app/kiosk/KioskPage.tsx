import { KioskApp } from '../../features/kiosk/KioskApp';

/** The door kiosk (issue 8); the camera library loads only on this route. */
export default function KioskPage() {
  return <KioskApp />;
}
