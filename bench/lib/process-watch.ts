import { writeFile } from 'node:fs/promises';
import { childProcesses, isRunning } from '../../harness/server-process.ts';
import { memoryOf } from './servers.ts';

export interface ProcessFigures {
  /**
   * The site's process's highest resident set (MiB) while watched: the highest of its VmRSS
   * samples and, when Linux let the watch reset it at the start, its VmHWM.
   */
  sitePeakRssMb: number;
  /** Whether the site's process still ran when the watch stopped. */
  siteRunning: boolean;
  /** Every studio process seen, in order: the site's own when the studio runs in it. */
  studioPids: number[];
}

/**
 * The studio's process: a child of the site's (decision 072), or the site's own where the studio
 * runs in it (a server from before); undefined while a child is being started again.
 */
export function studioPidOf(sitePid: number, studioApart: boolean): number | undefined {
  return studioApart ? childProcesses(sitePid)[0] : sitePid;
}

/** Samples the site's and the studio's processes every `everyMs` until stopped. */
export function watchProcesses(sitePid: number, studioApart: boolean, everyMs = 100) {
  // "5" resets the high-water mark to the current resident set (Linux 4.0 and later).
  const peakReset = writeFile(`/proc/${sitePid}/clear_refs`, '5').then(
    () => true,
    () => false,
  );
  let peak = 0;
  const studioPids: number[] = [];
  const sample = async () => {
    const studio = studioPidOf(sitePid, studioApart);
    if (studio && !studioPids.includes(studio)) studioPids.push(studio);
    const memory = await memoryOf(sitePid).catch(() => undefined);
    if (memory && Number.isFinite(memory.rssMb)) peak = Math.max(peak, memory.rssMb);
  };
  void sample();
  const timer = setInterval(() => void sample(), everyMs);
  return {
    async stop(): Promise<ProcessFigures> {
      clearInterval(timer);
      await sample();
      const memory = await memoryOf(sitePid).catch(() => undefined);
      if (memory && Number.isFinite(memory.peakRssMb) && (await peakReset))
        peak = Math.max(peak, memory.peakRssMb);
      return { sitePeakRssMb: peak, siteRunning: isRunning(sitePid), studioPids };
    },
  };
}
