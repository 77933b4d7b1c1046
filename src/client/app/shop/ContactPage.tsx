export default function ContactPage() {
  return (
    <main className="page">
      <h1>Kontakt</h1>
    </main>
  );
}
