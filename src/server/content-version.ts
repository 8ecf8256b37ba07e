export interface VersionWatchOptions {
  /** The current version; undefined when the source cannot tell (a backend without the call). */
  read: () => Promise<string | undefined>;
  /** How often to ask, in ms. */
  intervalMs: number;
  /** Called with the new version when it differs from the one seen before. */
  onChange: (version: string) => void;
  /** Called once when the source cannot tell: the watch then stops. */
  onUnsupported?: () => void;
  /** Told the first failure of a run of them (once until the source answers again). */
  onFailure?: (error: unknown) => void;
}

export interface VersionWatch {
  stop(): void;
}

/**
 * Asks a source for the content version every `intervalMs` (one question at a time) and calls
 * onChange when it moved. A failing source (a backend that is down) is asked again next time;
 * one that cannot tell ends the watch, and the caches fall back to their TTL alone.
 */
export function watchContentVersion(options: VersionWatchOptions): VersionWatch {
  let seen: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let failing = false;

  const poll = async () => {
    try {
      const version = await options.read();
      if (version === undefined) {
        stopped = true;
        options.onUnsupported?.();
        return;
      }
      if (seen !== undefined && version !== seen) options.onChange(version);
      seen = version;
      failing = false;
    } catch (error) {
      // Down for now: the next poll asks again. One line per run of failures, not per poll.
      if (!failing) options.onFailure?.(error);
      failing = true;
    }
    if (!stopped) timer = setTimeout(poll, options.intervalMs).unref();
  };
  void poll();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
