export default function EventsPage() {
  return (
    <main className="page">
      <h1>Aktuelle Events</h1>
    </main>
  );
}
