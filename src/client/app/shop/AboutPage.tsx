export default function AboutPage() {
  return (
    <main className="page">
      <h1>Über uns</h1>
    </main>
  );
}
