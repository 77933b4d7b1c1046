export default function FaqPage() {
  return (
    <main className="page">
      <h1>FAQ</h1>
    </main>
  );
}
