export default function Home() {
  return (
    <main id="main">
      <h1>Studio</h1>
    </main>
  );
}
