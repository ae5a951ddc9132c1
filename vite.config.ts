import react from '@vitejs/plugin-react';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The API server (npm run serve) answers /api, /oidc and /config.js; the dev server forwards them to it.
const API_SERVER = process.env.API_SERVER ?? 'http://localhost:3000';

// Packages the SPA's dependencies import at load for features the SPA never runs, each answered in its build by a
// stand-in under src/stand-ins/ (its comment says what it keeps and what it refuses). Only for those importers.
const CASBIN = /node_modules[\\/]casbin[\\/]/;
const STAND_INS: readonly { importer: RegExp; imports: readonly string[]; standIn: string }[] = [
  // casbin: the npm buffer (ipMatch), csv-parse (policy CSV) and minimatch (globMatch), ~72 KB; the model uses keyMatch2.
  { importer: CASBIN, imports: ['buffer', 'csv-parse/sync', 'minimatch'], standIn: 'src/stand-ins/casbin.ts' },
  // qs's side-channel packages: object-inspect (~17 KB), for the message of an assert qs never makes.
  { importer: /node_modules[\\/]side-channel[^\\/]*[\\/]/, imports: ['object-inspect'], standIn: 'src/stand-ins/object-inspect.cjs' },
];
const standIns = (): Plugin => ({
  name: 'stand-ins',
  // Before Vite's own resolution, which would find the packages in node_modules.
  enforce: 'pre',
  resolveId(source, importer) {
    const standIn = importer ? STAND_INS.find((entry) => entry.importer.test(importer) && entry.imports.includes(source)) : undefined;
    return standIn ? fileURLToPath(new URL(standIn.standIn, import.meta.url)) : undefined;
  },
  // casbin names a global Buffer when it reads a model's text, which browsers lack (a blank page, no error): its
  // module imports the stand-in's instead.
  transform(code, id) {
    if (!CASBIN.test(id) || !/\bBuffer\b/.test(code)) return undefined;
    return { code: `import { Buffer } from 'buffer';\n${code}`, map: null };
  },
});

// The Italian catalogue's parts in the SPA hold only what the SPA may show: the keys only the server shows (its
// refusals and the sign-in provider's pages, worded by the server in the caller's language) are left out, found by
// scripts/server-only-texts.ts (src/i18n/catalogue-coverage.ts, serverOnlyTexts). The server's catalogue is whole.
const CATALOGUE_PART = /[\\/](i18n[\\/]catalogues[\\/]it[^\\/]*|modules[\\/][^\\/]+[\\/]i18n[\\/]it)\.ts$/;
type AstNode = { type: string; start: number; end: number; [key: string]: unknown };
const spaCatalogue = (): Plugin => {
  let serverOnly: ReadonlySet<string> = new Set();
  return {
    name: 'spa-catalogue',
    buildStart() {
      const listed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/server-only-texts.ts'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      if (listed.status !== 0) throw new Error(`scripts/server-only-texts.ts failed: ${listed.stderr}`);
      serverOnly = new Set(JSON.parse(listed.stdout) as string[]);
    },
    transform(code, id) {
      if (!CATALOGUE_PART.test(id)) return undefined;
      // Each `"key": "text"` of the part's object literals whose key only the server shows goes, with its comma.
      const dropped: AstNode[] = [];
      const visit = (node: unknown) => {
        if (!node || typeof node !== 'object') return;
        if (Array.isArray(node)) return node.forEach(visit);
        const { type, key } = node as AstNode & { key?: AstNode & { value?: unknown } };
        if (type === 'Property' && key?.type === 'Literal' && typeof key.value === 'string' && serverOnly.has(key.value)) dropped.push(node as AstNode);
        else for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
      };
      visit(this.parse(code, { lang: 'ts' }));
      let kept = code;
      for (const property of dropped.sort((a, b) => b.start - a.start)) {
        const end = kept[property.end] === ',' ? property.end + 1 : property.end;
        kept = kept.slice(0, property.start) + kept.slice(end);
      }
      return { code: kept, map: null };
    },
  };
};

// The holiday rules (resources/italian-holidays.ts) run on date-holidays-parser, which reads dates in the country's
// time zone with moment-timezone, whose default entry carries every zone of the world (~730 KiB). The SPA gets
// moment-timezone's core with Italy's one zone, taken from the installed package's data at build time.
const FIRM_TIME_ZONE = 'Europe/Rome';
const ONE_TIME_ZONE = 'virtual:moment-timezone-italy';
const momentTimeZoneItalyOnly = (): Plugin => ({
  name: 'moment-timezone-italy-only',
  // Before Vite's own resolution; only date-holidays-parser and caldate import the package's default entry. (An alias
  // to the virtual module did not reach this plugin in the dev server's dependency bundling: `npm run dev` failed.)
  enforce: 'pre',
  resolveId: (id) => (id === 'moment-timezone' ? `\0${ONE_TIME_ZONE}` : undefined),
  load(id) {
    if (id !== `\0${ONE_TIME_ZONE}`) return undefined;
    const require = createRequire(import.meta.url);
    const packed = JSON.parse(readFileSync(require.resolve('moment-timezone/data/packed/latest.json'), 'utf8')) as { zones: string[] };
    const zone = packed.zones.find((line) => line.startsWith(`${FIRM_TIME_ZONE}|`));
    if (!zone) throw new Error(`moment-timezone's data has no ${FIRM_TIME_ZONE}`);
    return `import moment from 'moment-timezone/moment-timezone.js';\nmoment.tz.add(${JSON.stringify(zone)});\nexport default moment;\n`;
  },
});

// antd's styles of each theme made at build time (src/shell/theme/prerendered-styles.tsx, run by tsx in a process of
// its own with NODE_ENV=production, as the bundle's antd runs): one CSS asset per theme, whose URLs main.tsx imports
// from this virtual module. The dev server gives none: antd makes its styles in the browser there, as before.
const PRERENDERED_STYLES = 'virtual:prerendered-antd-styles';
const prerenderedAntdStyles = (): Plugin => {
  let isBuild = false;
  let base = '/';
  return {
    name: 'prerendered-antd-styles',
    configResolved(config) {
      // Only a production build: the styles are made as production antd makes them, and a development build's
      // class names differ, so its components would find their styles listed as present yet never get them.
      isBuild = config.command === 'build' && config.isProduction;
      base = config.base;
    },
    resolveId: (id) => (id === PRERENDERED_STYLES ? `\0${PRERENDERED_STYLES}` : undefined),
    load(id) {
      if (id !== `\0${PRERENDERED_STYLES}`) return undefined;
      if (!isBuild) return 'export default {};';
      const made = spawnSync(process.execPath, ['--import', 'tsx', 'src/shell/theme/prerendered-styles.tsx'], {
        env: { ...process.env, NODE_ENV: 'production' },
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      });
      if (made.status !== 0) throw new Error(`prerendered-styles.tsx failed: ${made.stderr}`);
      const urls: Record<string, string> = {};
      for (const [theme, css] of Object.entries(JSON.parse(made.stdout) as Record<string, string>)) {
        const fileName = `assets/antd-${theme}-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
        this.emitFile({ type: 'asset', fileName, source: css });
        urls[theme] = `${base}${fileName}`;
      }
      return `export default ${JSON.stringify(urls)};`;
    },
  };
};

export default defineConfig({
  plugins: [
    react(),
    standIns(),
    spaCatalogue(),
    momentTimeZoneItalyOnly(),
    prerenderedAntdStyles(),
    // Brotli (highest quality) and gzip copies beside each built file, made once here rather than per request:
    // the server sends them as they are (server/routes/spa.ts, @fastify/static's preCompressed). Files under
    // 1 KiB gain too little and go plain.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What always loads together, in one file each: brotli compresses a file as a whole, so the same code in a
            // few files is smaller than in many (the page's 74 scripts compressed as one were 10 % smaller). MSAL's
            // two packages (it was split over three chunks by what the redirect bridge shares) and the Italian
            // catalogue with every module's part (loadItalian imports them all, the first time Italian is wanted).
            { name: 'msal', test: /node_modules[\\/]@azure[\\/]msal-(browser|common)[\\/]/ },
            {
              name: 'italian',
              test: /(i18n[\\/]catalogues[\\/](italian|it(-[a-z-]+)?)\.ts|modules[\\/][^\\/]+[\\/]i18n[\\/]it\.ts)$/,
              includeDependenciesRecursively: false,
            },
            // antd's DatePicker uses two of Select's modules (its multiple-value style, its icons) and many screens
            // antd's Empty, which sit in Select's folder: left to the automatic split they shared one chunk with the
            // whole Select (rc-select, rc-virtual-list), loaded by every screen with a date picker or an empty state.
            // Captured alone (not their imports), they load without it; Empty apart, as the shell shows one without
            // any date picker.
            {
              name: 'antd-select-parts',
              test: /node_modules[\\/]antd[\\/]es[\\/]select[\\/](style[\\/]|useIcons|mergedBuiltinPlacements)/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'antd-empty',
              test: /node_modules[\\/]antd[\\/]es[\\/](empty[\\/]|config-provider[\\/]defaultRenderEmpty)/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
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
  optimizeDeps: { rolldownOptions: { plugins: [standIns(), momentTimeZoneItalyOnly()] } },
  server: {
    proxy: {
      '/api': API_SERVER,
      '/oidc': API_SERVER,
      '/config.js': API_SERVER,
    },
  },
});
