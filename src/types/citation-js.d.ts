// citation-js ships no types: the calls the studio's publication paste uses
// (https://citation.js.org/api/0.7/). CSL-JSON items are read field by field and checked.
declare module '@citation-js/core' {
  export type CslItem = Record<string, unknown>;
  export const plugins: {
    input: {
      chain(
        input: string,
        options: { forceType: string; generateGraph?: boolean; maxChainLength?: number },
      ): CslItem[];
    };
  };
  export const logger: { _log: unknown[]; level: string };
}
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
