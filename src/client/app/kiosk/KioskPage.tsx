export default function KioskPage() {
  return (
    <main className="kiosk">
      <h1>Einlass</h1>
      <p>Der Einlass-Kiosk ist noch nicht eingerichtet.</p>
    </main>
  );
}
