import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The studio's files live under /studio-assets/: /assets/ and /uploads/ on the studio's origin
// serve the public site's own files, so that a preview renders exactly as the site does.
export default defineConfig({
  base: '/studio-assets/',
  plugins: [reactRouter()],
  // Its build folder sits outside this root: emptied on purpose, so old files do not pile up.
  build: { assetsInlineLimit: 0, emptyOutDir: true },
  // npm run dev (decision 077): Vite's scan for browser packages follows the screens' server
  // imports too (loaders and actions, which never reach the browser); the password hashing's
  // native package has no browser build to make.
  optimizeDeps: { exclude: ['@node-rs/argon2'] },
  // Its browser packages, pre-bundled under npm run dev, apart from the site's Vite's.
  cacheDir: '../node_modules/.vite/studio',
});
