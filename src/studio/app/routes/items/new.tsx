/** Placeholder until its part of the studio lands (decision 037). */
export default function Page() {
  return (
    <main id="main">
      <h1>New item</h1>
    </main>
  );
}
