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
        // Chunks under 500 kB. The first page (`$initial`) is React, react-dom and the router
        // only. MUI and emotion are one chunk shared by the public form pages (registration,
        // password recovery) and the signed-in app, so neither of those pages fetches
        // react-admin. react-admin takes along the libraries only it uses (its dependencies
        // are captured with it) and stays behind the lazy AdminApp import.
        codeSplitting: {
          groups: [
            { name: 'react', test: packages('react|react-dom|scheduler'), tags: ['$initial'], priority: 40 },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 30 },
            { name: 'mui', test: packages('@mui|@emotion'), priority: 20 },
            { name: 'react-admin', test: packages('react-admin|ra-[a-z-]+'), priority: 15 },
          ],
        },
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
