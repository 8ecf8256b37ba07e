import type { Config } from '@react-router/dev/config';

/** The staff studio: its own React Router app (decision 037), hydrated in the browser. */
export default {
  appDirectory: '../src/studio/app',
  buildDirectory: '../build/studio',
  ssr: true,
  future: {
    v8_middleware: false,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
