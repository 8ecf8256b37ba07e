import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      // Shared modules of a few hundred bytes each would otherwise be files of their own: on a
      // phone each one is a request, and its headers can outweigh it (decision 028).
      output: { experimentalMinChunkSize: 8 * 1024 },
    },
  },
});
