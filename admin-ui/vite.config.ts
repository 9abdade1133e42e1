import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server answers /api and serves dist/ with a history fallback, so the
// dev server mirrors that: /api goes to the Nest process, every other path is the SPA.
const apiProxy = {
  '/api': { target: 'http://localhost:3000', changeOrigin: false },
};

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
