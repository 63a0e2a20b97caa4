import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import type { OutputChunk } from "rolldown";
import { defineConfig, type Plugin } from "vite";
import { chunkPlan } from "./scripts/vite/chunk-plan";

/**
 * The production browser bundle runs on preact/compat while the server renders with React
 * (docs/adr/028-first-load-js-and-preact.md): the home page's first-load JavaScript drops from 145 KB to under the
 * 90 KB budget. `SHUYUAN_CLIENT_RUNTIME=react` builds the browser bundle with React instead: a diagnostic switch
 * ("is this Preact?"), not what `npm start` or the tests run. The dev server always runs React (Fast Refresh).
 */
const PREACT: Readonly<Record<string, string>> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": fileURLToPath(new URL("ui/preact/client.ts", import.meta.url)),
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
  // React Router's package exports only its development files; the production ones differ in one constant that
  // drops the development warnings (0.6 KB gzip on every page).
  "react-router": fileURLToPath(new URL("node_modules/react-router/dist/production/index.mjs", import.meta.url)),
  "react-router/dom": fileURLToPath(
    new URL("node_modules/react-router/dist/production/dom-export.mjs", import.meta.url),
  ),
};

function preactInBrowser(): Plugin {
  return {
    name: "preact-in-browser",
    enforce: "pre",
    // Production builds only: the dev server keeps React (its Fast Refresh runtime is React's).
    apply: "build",
    async resolveId(source, importer, options) {
      if (this.environment.name !== "client") return null;
      const target = PREACT[source];
      if (!target) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

const OWN_MODULE = new RegExp(
  `^${fileURLToPath(new URL(".", import.meta.url)).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:core|adapters|ui)/[^?]*\\.tsx?$`,
);

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|xml|map)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? (entry.name.startsWith(".") ? [] : filesUnder(path)) : [path];
    }),
  );
  return nested.flat();
}

/**
 * Brotli (quality 11) and gzip (level 9) copies beside every text file of the browser build over 1 KB
 * (`x.js.br`, `x.js.gz`), made once at build time; server/http/static-assets.ts sends the one the request accepts
 * (docs/adr/038-precompressed-assets-and-first-load-per-page.md). A copy that is not smaller is not written.
 */
function precompressClientBuild(): Plugin {
  return {
    name: "precompress-client-build",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      if (options.dir === undefined) return;
      const files = (await filesUnder(options.dir)).filter((file) => COMPRESSIBLE.test(file));
      for (const file of files) {
        if ((await stat(file)).size < 1024) continue;
        const source = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(source, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            },
          }),
          gzipped(source, { level: 9 }),
        ]);
        if (br.length < source.length) await writeFile(`${file}.br`, br);
        if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
      }
    },
  };
}

const ROOT = fileURLToPath(new URL(".", import.meta.url));
const LAZY_CHUNKS_MODULE = fileURLToPath(new URL("ui/app/lazy-chunks.ts", import.meta.url));
const AT_LOAD_MODULE = fileURLToPath(new URL("ui/boot/at-load.ts", import.meta.url));

/**
 * Gives the server build the browser files of every lazily imported module of ours (`LAZY_CHUNKS` in
 * ui/app/lazy-chunks.ts), so a page can name its lazy screen's chunk as a modulepreload hint and hydration does not
 * wait for one more round trip (docs/adr/040-catalogue-screens-as-chunks.md). The browser build runs first and
 * records, for each of our modules that is a dynamic import, its chunk and the chunks that chunk imports which its
 * importers do not already load; the server build's copy of ui/app/lazy-chunks.ts is that record.
 */
function lazyChunksForServer(): Plugin {
  let base = "/";
  let chunks: Record<string, string[]> | undefined;
  return {
    name: "lazy-chunks-for-server",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const byFile = new Map<string, OutputChunk>();
      for (const output of Object.values(bundle)) if (output.type === "chunk") byFile.set(output.fileName, output);
      const closure = (fileName: string, into = new Set<string>()): Set<string> => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
        return into;
      };
      // Every page loads the client entry and the root route first.
      const everyPage = new Set<string>();
      for (const chunk of byFile.values()) {
        if (
          chunk.isEntry &&
          chunk.facadeModuleId !== null &&
          /\/ui\/(?:entry\.client|root)\.tsx/.test(chunk.facadeModuleId)
        )
          closure(chunk.fileName, everyPage);
      }
      const record: Record<string, string[]> = {};
      for (const chunk of byFile.values()) {
        if (chunk.facadeModuleId === null || !OWN_MODULE.test(chunk.facadeModuleId)) continue;
        // The at-load module is an entry of its own (atLoadEntry below), and the server names its file.
        if (!chunk.isDynamicEntry && chunk.facadeModuleId !== AT_LOAD_MODULE) continue;
        const importers = [...byFile.values()].filter((other) => other.dynamicImports.includes(chunk.fileName));
        const loaded = importers.map((importer) => closure(importer.fileName));
        const files = [...closure(chunk.fileName)].filter(
          (file) => !everyPage.has(file) && !loaded.every((set) => set.has(file)),
        );
        record[relative(ROOT, chunk.facadeModuleId)] = files.map((file) => `${base}${file}`);
      }
      chunks = record;
    },
    load(id) {
      if (this.environment.name === "client" || id !== LAZY_CHUNKS_MODULE) return null;
      if (chunks === undefined) this.error("the browser build must run before the server build (react-router build)");
      return `export const LAZY_CHUNKS = ${JSON.stringify(chunks)};\n`;
    },
  };
}

/**
 * The at-load module (ui/boot/at-load.ts) is an entry of the browser build of its own: a read-first page loads it
 * without the page's shell (docs/adr/077-read-first-pages.md). Were it only a lazy import of the browser behaviours,
 * the bundler would place what it shares with them, or with the shell, in their files, since they would always be
 * there first. scripts/check-bundle.mjs checks that it reaches no file of the shell.
 */
function atLoadEntry(): Plugin {
  return {
    name: "at-load-entry",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    options(input) {
      const entries = input.input;
      if (!Array.isArray(entries)) this.error("at-load-entry: expected React Router's list of client entries");
      return { ...input, input: [...entries, AT_LOAD_MODULE] };
    },
  };
}

export default defineConfig({
  plugins: [
    ...(process.env.SHUYUAN_CLIENT_RUNTIME === "react" ? [] : [preactInBrowser()]),
    reactRouter(),
    precompressClientBuild(),
    lazyChunksForServer(),
    atLoadEntry(),
    // scripts/build.mjs builds twice: first recording the plan, then with it (docs/adr/074-chunk-plan.md).
    chunkPlan({
      file: process.env.SHUYUAN_CHUNK_PLAN_FILE,
      mode: process.env.SHUYUAN_CHUNK_PLAN === "record" ? "record" : "apply",
      root: ROOT,
      isPageEntry: (id) => /\/ui\/routes\/[\w-]+\.tsx\?__react-router-build-client-route$/.test(id),
      isEveryPageEntry: (id) => /\/ui\/(?:entry\.client\.tsx$|root\.tsx\?)/.test(id),
      preloadingModule: "ui/features/catalogue/catalogue-screen-chunks.ts",
    }),
  ],
  server: { port: 5173 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Our own modules (core, adapters, ui) are pure on import: one that nothing uses is dropped even when its
          // top level builds zod schemas, so a constant imported next to a schema no longer drags the contract
          // into a page's first load (docs/adr/038-precompressed-assets-and-first-load-per-page.md). Stylesheets and
          // packages keep their declared side effects.
          treeshake: { moduleSideEffects: [{ test: OWN_MODULE, sideEffects: false }] },
          // Files are named by their hash alone: every page's first load carries the names of the files its lazy
          // imports need (the preload lists), and the module names made up 1-2 KB gzip of it (ADR 040 addendum).
          // Vite's manifest (.vite/manifest.json) still maps each source module to its file.
          output: {
            chunkFileNames: "assets/[hash].js",
            entryFileNames: "assets/[hash].js",
            assetFileNames: "assets/[hash][extname]",
          },
        },
      },
    },
  },
  // Keep build/client/.vite/manifest.json: scripts/check-bundle.mjs reads it for the first-load JS budget.
  build: { manifest: true },
});
