/** The knobs of a bench run (npm run bench -- --help lists them with their defaults). */
export interface BenchSettings {
  /** Lighthouse runs per route. */
  runs: number;
  /** Seconds per throughput and copies row. */
  duration: number;
  /** Connections of the throughput and copies rows. */
  connections: number;
  /** Seconds of each load-and-failure run. */
  loadDuration: number;
  /** Connections of the load-and-failure runs. */
  loadConnections: number;
  /** Size of the synthetic dataset against the demo. */
  scale: number;
  /** Seconds of the victim's reading in each run of the attack bench. */
  attackDuration: number;
  /** Seconds the visitors read `/` in each run of studio-abuse. */
  abuseDuration: number;
  /** KB of rich text in the largest draft the studio takes (studio-abuse's previews). */
  draftKb: number;
}
