export default function TermsPage() {
  return (
    <main className="page">
      <h1>AGB</h1>
    </main>
  );
}
