import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Debian's Chromium, the whole browser: Lighthouse's benchmarks measure what a visitor runs. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Debian's headless shell of the same Chromium (package chromium-headless-shell). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser of the Playwright tests: CHROMIUM_PATH when set, else the headless shell when it
 * is installed, else the whole browser. The shell draws pages with the same Blink and V8 without
 * the browser's interface: the browser suite took half the CPU with it (decision 069).
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

/** Flags for Debian's Chromium on a closed network, as root, without a GPU. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser's environment in the tests: this one, with the machine's fonts less Noto Sans
 * Bengali (harness/fonts.conf). Where that font is installed, the stylesheet's local() face wins
 * and the site's own font is never fetched: the tests would see another site on such a machine.
 */
export const TEST_CHROMIUM_ENV: Record<string, string> = {
  ...(Object.fromEntries(
    Object.entries(process.env).filter(([, value]) => value !== undefined),
  ) as Record<string, string>),
  FONTCONFIG_FILE: join(import.meta.dirname, 'fonts.conf'),
};

/** Stops at once, saying what to install, when the browser at `path` is missing. */
export function assertChromium(path = CHROMIUM_PATH): void {
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. The browser tests use Debian's Chromium: install ` +
        `'sudo apt-get install -y chromium-headless-shell' (or chromium), or set CHROMIUM_PATH to a Chromium binary.`,
    );
  }
}
