import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server answers /api and serves dist/ with a history fallback, so the
// dev server mirrors that: /api goes to the Nest process, every other path is the SPA.
const apiProxy = {
  '/api': { target: 'http://localhost:3000', changeOrigin: false },
};

const packages = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Chunks under 500 kB, without moving anything between the first page and the lazy
        // admin: libraries the public pages load (`$initial`) are split in two initial chunks;
        // react-admin and what only it uses stay behind the lazy AdminApp import.
        codeSplitting: {
          groups: [
            { name: 'react', test: packages('react|react-dom|scheduler|@emotion'), tags: ['$initial'], priority: 30 },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 20 },
            { name: 'react-admin', test: packages('react-admin|ra-[a-z-]+'), priority: 15 },
            { name: 'admin-vendor', test: /[\\/]node_modules[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
