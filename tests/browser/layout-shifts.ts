import type { Page } from '@playwright/test';

interface Shift {
  value: number;
  sources: string[];
}

/** Starts counting the page's layout shifts that no input caused, from its first paint on. */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((s) =>
            s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : '?',
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts counted so far (watchLayoutShifts first), with the elements that moved. */
export function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts,
  );
}
