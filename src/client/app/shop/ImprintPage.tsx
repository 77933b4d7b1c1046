export default function ImprintPage() {
  return (
    <main className="page">
      <h1>Impressum</h1>
    </main>
  );
}
