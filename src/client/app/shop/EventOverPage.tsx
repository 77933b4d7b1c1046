import { Link } from 'react-router-dom';
import '../../features/pages/pages.css';

export default function EventOverPage() {
  return (
    <main className="notice-page">
      <h1>Schluss mit der Show</h1>
      <p>Die Vorstellungen sind vorbei – vielen Dank an alle, die dabei waren! Das nächste Musical kündigen wir hier an.</p>
      <Link className="button" to="/events">
        Zu den Events
      </Link>
    </main>
  );
}
