import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: { assetsInlineLimit: 0 },
  // The enhancements' follow module from the sources under `npm run dev`; the build names its
  // bundle instead (scripts/build-enhance.mjs, decision 101).
  define: { FOLLOW_MODULE: JSON.stringify('/src/web/enhance/follow/index.ts') },
});
