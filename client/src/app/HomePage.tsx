// Placeholder home until the application shell lands (issue 4): says what Sikka is and what works.
export function HomePage() {
  return (
    <main className="page">
      <h1>Sikka</h1>
      <p>Buy, sell and trade BTC, ETH and USDT against Indian rupees.</p>
      <p className="muted">The platform is being built. Sign-in and the dashboard arrive next.</p>
    </main>
  );
}
