import type { Config } from '@react-router/dev/config';

/** The staff studio: its own React Router app (decision 037), hydrated in the browser. */
export default {
  appDirectory: '../src/studio/app',
  buildDirectory: '../build/studio',
  ssr: true,
} satisfies Config;
