import { useDarkMode } from '../../features/admin-layout/use-dark-mode';
import { KioskApp } from '../../features/kiosk/KioskApp';

/** The door kiosk (issue 8); the camera library loads only on this route. */
export default function KioskPage() {
  // The back office's Dark Mode choice holds on the same device's door screen too.
  useDarkMode();
  return <KioskApp />;
}
