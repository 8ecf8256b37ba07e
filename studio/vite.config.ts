import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The studio's files live under /studio-assets/: /assets/ and /uploads/ on the studio's origin
// serve the public site's own files, so that a preview renders exactly as the site does.
export default defineConfig({
  base: '/studio-assets/',
  plugins: [reactRouter()],
  // Its build folder sits outside this root: emptied on purpose, so old files do not pile up.
  build: { assetsInlineLimit: 0, emptyOutDir: true },
});
