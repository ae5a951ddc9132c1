import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (npm run serve) answers /api, /oidc and /config.js; the dev server forwards them to it.
const API_SERVER = process.env.API_SERVER ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The npm `buffer` package, not Vite's empty browser stub for Node's built-in (casbin needs it).
    alias: [{ find: /^buffer$/, replacement: 'buffer/' }],
  },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': API_SERVER,
      '/oidc': API_SERVER,
      '/config.js': API_SERVER,
    },
  },
});
