/**
 * A small seeded random generator. We do not use Math.random or faker's global state: every
 * section of the demo asks for its own stream by name, so the output is byte-identical on every
 * run, and changing one section does not reshuffle the others.
 */

/** FNV-1a, to turn a stream name into a 32-bit seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Random {
  private state: number;

  constructor(name: string) {
    this.state = hash(`kopoubari-demo:${name}`);
  }

  /** mulberry32: a float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** n distinct items (fewer when the list is shorter). */
  sample<T>(items: readonly T[], n: number): T[] {
    return this.shuffle(items).slice(0, n);
  }
}

/** Picks items of a list in turn, reshuffling after each round, so repeats are spread out. */
export class Deck<T> {
  private queue: T[] = [];

  constructor(
    private readonly items: readonly T[],
    private readonly random: Random,
  ) {}

  draw(): T {
    if (this.queue.length === 0) this.queue = this.random.shuffle(this.items);
    return this.queue.shift() as T;
  }
}
