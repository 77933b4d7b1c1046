export default function EventOverPage() {
  return (
    <main className="page">
      <h1>Schluss mit der Show</h1>
    </main>
  );
}
