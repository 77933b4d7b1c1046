import '../../features/pages/pages.css';

export default function MaintenancePage() {
  return (
    <main className="notice-page">
      <h1>Wartungsarbeiten</h1>
      <p>Die Seite wird gerade überarbeitet. Bitte versuche es in Kürze noch einmal.</p>
    </main>
  );
}
