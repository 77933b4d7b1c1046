export default function CheckoutPage() {
  return (
    <main className="page">
      <h1>Kasse</h1>
    </main>
  );
}
