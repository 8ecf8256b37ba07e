import type { Page } from '@playwright/test';

interface Shift {
  value: number;
  /** Each element that moved, with its box before and after: `TD.name 10,200,80,20 → 10,201,80,20` (x, y, width, height). */
  sources: string[];
  /** Milliseconds since the navigation began. */
  at: number;
}

/** Starts counting the page's layout shifts that no input caused, from its first paint on. */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        startTime: number;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          // No named helper in here: it would not exist in the page once the function is sent.
          sources: entry.sources.map(
            (s) =>
              `${s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : '?'} ` +
              [s.previousRect, s.currentRect]
                .map((r) => [r.x, r.y, r.width, r.height].map(Math.round).join(','))
                .join(' → '),
          ),
          at: Math.round(entry.startTime),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts counted so far (watchLayoutShifts first), with the elements that moved. */
export function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
}
