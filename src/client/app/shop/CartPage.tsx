export default function CartPage() {
  return (
    <main className="page">
      <h1>Warenkorb</h1>
    </main>
  );
}
