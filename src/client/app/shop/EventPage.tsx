export default function EventPage() {
  return (
    <main className="page">
      <h1>Event</h1>
    </main>
  );
}
