import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The API server (npm run serve) answers /api, /oidc and /config.js; the dev server forwards them to it.
const API_SERVER = process.env.API_SERVER ?? 'http://localhost:3000';

// casbin and its csv-parse call a global Buffer, which browsers lack (a blank page, no error): their modules
// import the npm package instead, so it comes with casbin's lazy chunk rather than as a global set up on the
// first load. Only theirs: @refinedev/core also names Buffer (when present) and would pull it into the shell.
const BUFFER_USERS = /node_modules\/(casbin|csv-parse)\//;
const casbinBufferImport = (): Plugin => ({
  name: 'casbin-buffer-import',
  transform(code, id) {
    if (!BUFFER_USERS.test(id) || !/\bBuffer\b/.test(code)) return undefined;
    return { code: `import { Buffer } from 'buffer';\n${code}`, map: null };
  },
});

export default defineConfig({
  plugins: [
    react(),
    casbinBufferImport(),
    // Brotli (highest quality) and gzip copies beside each built file, made once here rather than per request:
    // the server sends them as they are (server/routes/spa.ts, @fastify/static's preCompressed). Files under
    // 1 KiB gain too little and go plain.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: {
    alias: [
      // The npm `buffer` package, not Vite's empty browser stub for Node's built-in (casbin imports it).
      { find: /^buffer$/, replacement: 'buffer/' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // These packages declare no `sideEffects` in package.json, so their babel-compiled classes and
        // helper calls count as side effects and whatever antd or @refinedev/antd merely imports stays in the
        // first load: Upload, Pagination, Form, and react-markdown's whole stack (MarkdownField, never used).
        // They register nothing globally on import, so unused modules may go.
        moduleSideEffects: [
          { test: /node_modules\/(rc-[^/]+|@rc-component\/[^/]+|sunflower-antd)\//, sideEffects: false },
          { test: /node_modules\/(react-markdown|remark-[^/]+|micromark[^/]*|mdast-[^/]+|hast-[^/]+|unist-[^/]+|unified|vfile[^/]*|property-information|markdown-table|papaparse)\//, sideEffects: false },
        ],
      },
    },
  },
  // The dev server pre-bundles dependencies without the plugins above.
  optimizeDeps: { rolldownOptions: { plugins: [casbinBufferImport()] } },
  server: {
    proxy: {
      '/api': API_SERVER,
      '/oidc': API_SERVER,
      '/config.js': API_SERVER,
    },
  },
});
