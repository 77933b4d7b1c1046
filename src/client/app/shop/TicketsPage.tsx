export default function TicketsPage() {
  return (
    <main className="page">
      <h1>Tickets</h1>
    </main>
  );
}
