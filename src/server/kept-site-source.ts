import {
  OPTIONAL_SITE_TEXT_NAMES,
  SITE_TEXT_NAMES,
  type SiteSource,
} from '../contract/schemas/site.ts';

export interface KeptSiteOptions {
  /** The cache generation: when it moves (an import), kept answers are asked for again. */
  generation: () => string;
  /** How long an answer is used without asking again, in ms. */
  freshMs: number;
  /** Told when a kept answer stands in for a failed call, with when it was saved. */
  onKept?: (savedAt: number) => void;
}

export interface KeptSiteSource extends SiteSource {
  /** Asks for the identity and every text once, so an outage later still has them. */
  warm(): Promise<void>;
}

interface Kept {
  value: unknown;
  generation: string;
  at: number;
}

/**
 * The college's identity and texts change only on import, and every page's layout needs the
 * identity: so a copy keeps the last good answer of each and uses it when the backend fails or
 * hangs. A page then renders in the layout (or as its "temporarily unavailable" state) instead
 * of a 500, and text pages keep working through an outage.
 */
export function keepSiteSource(source: SiteSource, options: KeptSiteOptions): KeptSiteSource {
  const kept = new Map<string, Kept>();
  async function ask<T>(key: string, call: () => Promise<T>): Promise<T> {
    const entry = kept.get(key);
    const generation = options.generation();
    if (entry && entry.generation === generation && Date.now() - entry.at < options.freshMs) {
      return entry.value as T;
    }
    try {
      const value = await call();
      kept.set(key, { value, generation, at: Date.now() });
      return value;
    } catch (error) {
      if (!entry) throw error;
      options.onKept?.(entry.at);
      return entry.value as T;
    }
  }
  const site: KeptSiteSource = {
    college: () => ask('college', () => source.college()),
    text: (name) => ask(`text ${name}`, () => source.text(name)),
    optionalText: (name) => ask(`optional ${name}`, () => source.optionalText(name)),
    async warm() {
      await Promise.allSettled([
        site.college(),
        ...SITE_TEXT_NAMES.map((name) => site.text(name)),
        ...OPTIONAL_SITE_TEXT_NAMES.map((name) => site.optionalText(name)),
      ]);
    },
  };
  return site;
}
