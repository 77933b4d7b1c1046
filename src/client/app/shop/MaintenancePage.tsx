export default function MaintenancePage() {
  return (
    <main className="page">
      <h1>Wartungsarbeiten</h1>
    </main>
  );
}
