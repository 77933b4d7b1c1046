export default function PrivacyPage() {
  return (
    <main className="page">
      <h1>Datenschutz</h1>
    </main>
  );
}
