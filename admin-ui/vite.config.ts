import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// The API server answers /api and serves dist/ with a history fallback, so the
// dev server mirrors that: /api goes to the Nest process, every other path is the SPA.
const apiProxy = {
  '/api': { target: 'http://localhost:3000', changeOrigin: false },
};

const packages = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

// The installable portal (docs/field.md): the worker (src/offline/sw.ts) precaches the app shell
// that this build lists for it. main.tsx registers it after load, so the sign-in page's first
// JavaScript does not grow by a registration library.
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/offline',
  filename: 'sw.ts',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['apple-touch-icon.png'],
  manifest: {
    name: 'MGNREGA Workflow Portal',
    short_name: 'MGNREGA Portal',
    description: 'MGNREGA Workflow Portal of the Rural Development and Panchayat Raj Department, Government of Karnataka',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#0d3b66',
    background_color: '#ffffff',
    lang: 'en',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The whole shell, the Kannada font files included: an officer may switch language offline.
    globPatterns: ['**/*.{js,css,html,woff2,png,svg,webmanifest}'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
  devOptions: { enabled: false },
});

export default defineConfig({
  plugins: [react(), pwa],
  resolve: {
    // Server files the UI shares, so a contract has one source: the message catalog (the UI words
    // a server answer by its code) and, under `@server/`, files with no runtime import outside
    // themselves (the CSV cell rule, the registration and schedule rules, officer levels, the MIS
    // change kinds). Never a file that reaches Node, Nest or TypeORM.
    alias: [
      { find: '@messages', replacement: fileURLToPath(new URL('../server/src/common/messages/catalog.ts', import.meta.url)) },
      { find: /^@server\/(.*)$/, replacement: `${fileURLToPath(new URL('../server/src/', import.meta.url))}$1` },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Chunks under 500 kB. The first page (`$initial`) is React and react-dom only: its router
        // is the portal's own (src/navigation), its toast loads with the first toast, so `vendor`
        // is empty today and catches a library the first page may import one day. MUI and emotion
        // are one chunk shared by the public form pages (registration, password recovery) and
        // the signed-in app, so neither of those pages fetches react-admin. react-admin takes
        // along the libraries only it uses, react-router included (its dependencies are captured
        // with it), and stays behind the lazy AdminApp import.
        codeSplitting: {
          groups: [
            { name: 'react', test: packages('react|react-dom|scheduler'), tags: ['$initial'], priority: 40 },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 30 },
            // MUI X (the date picker) and dayjs are not in it: they come after it, with what only
            // they use, for the screens with a date field, not the public form pages.
            { name: 'mui', test: packages('@mui[\\\\/](?!x-)[^\\\\/]+|@emotion'), priority: 20 },
            // The charts (issue 29) come only with the report pages that draw them.
            { name: 'charts', test: packages('@mui[\\\\/]x-charts[^\\\\/]*|@mui[\\\\/]x-internal-gestures'), priority: 19 },
            { name: 'date-picker', test: packages('@mui[\\\\/]x-[^\\\\/]+|dayjs'), priority: 18 },
            { name: 'react-admin', test: packages('react-admin|ra-[a-z-]+'), priority: 15 },
          ],
        },
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
