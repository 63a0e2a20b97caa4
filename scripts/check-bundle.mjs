// First-load JavaScript of every page type, gzip-compressed, against the issue's budget (90 KB = 92 160 bytes), which
// `npm test` enforces after the build. The browser bundle runs on Preact (docs/adr/028-first-load-js-and-preact.md);
// the per-page rule and the precompressed assets are docs/adr/038-precompressed-assets-and-first-load-per-page.md.
//
// What counts for a page: the client entry chunk, the module of each route from the root down to the page's route
// (root, a layout such as the settings, the page) and every chunk they import statically (transitively, each file
// once). React Router's route manifest module (manifest-*.js) is not counted: with lazy route discovery (the
// default) the page does not load it; the HTML carries the partial manifest inline. Routes come from React Router's client manifest
// (build/client/assets/manifest-*.js); the import graph from Vite's build/client/.vite/manifest.json (vite.config.ts
// sets build.manifest). Routes that share a module (the information pages) are one row. Dynamic imports are not
// counted (they load later, on demand), except a route's screens (SCREENS_OF_ROUTE): the catalogue route renders
// one of four lazily imported screens, the server's HTML preloads the page's one, so each screen is a page type of
// its own: the route's first load plus the screen's chunk and its static imports
// (docs/adr/040-catalogue-screens-as-chunks.md).
// Each file is compressed with zlib's gzip at its default level (6), the level most servers and CDNs use.
//
// It also fails when a first load carries zod (a chunk with zod's `_zod` internals) or the browser composition root
// (ui/composition/browser-container.ts): both must load on demand, after hydration; when a screen or a chunk it
// imports has a stylesheet the route's first load lacks (the server's HTML would not link it: the route module must
// import it); when a route of SCREENS_OF_ROUTE imports a module lazily that is not one of its listed screens (a
// page type nobody counts); and when the at-load module of read-first pages (ADR 077) reaches a file of the shell.
//
// Usage: node scripts/check-bundle.mjs [--verbose]  (reads SHUYUAN_BUILD_DIR, default ./build; JS_BUDGET_KB sets a
// lower budget, to try a tighter target; it cannot raise it; --verbose lists every counted file of every page).
// Exit 1 above the budget, with zod or the container on a first load, or when the build is missing.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 90;
// Page types tolerated over the budget: a ceiling at the day's figure, so it can only go down, and a line in the report
// saying the goal is not met; remove an entry once its page fits. Empty since the chunk plan (docs/adr/074-chunk-plan.md)
// brought the last four catalogue pages under the budget; the history of each ceiling is in git.
const NOT_YET_MET_KB = {};
// Routes whose module renders one of several lazily imported screens (ui/features/catalogue/catalogue-screen-chunks.ts):
// page type name -> the screen module, as the Vite manifest names it.
const SCREENS_OF_ROUTE = {
  "routes/catalogue": {
    "catalogue listing": "ui/features/listing/listing-screen.tsx",
    "catalogue institution": "ui/features/institution/institution-screen.tsx",
    "catalogue degree program": "ui/features/institution/degree-program-screen.tsx",
    "catalogue education base": "ui/features/institution/education-base-screen.tsx",
  },
};
const root = fileURLToPath(new URL("..", import.meta.url));
const buildDir = resolve(root, process.env.SHUYUAN_BUILD_DIR ?? "build");
const clientDir = join(buildDir, "client");
const budgetKb = process.env.JS_BUDGET_KB ? Number(process.env.JS_BUDGET_KB) : BUDGET_KB;
const budget = Math.round(budgetKb * 1024);

const fail = (message) => {
  console.error(`✗ check-bundle: ${message}`);
  process.exit(1);
};

if (!Number.isFinite(budget) || budget <= 0 || budgetKb > BUDGET_KB)
  fail(`JS_BUDGET_KB must be a positive number up to ${BUDGET_KB}, not "${process.env.JS_BUDGET_KB}"`);

const viteManifestPath = join(clientDir, ".vite", "manifest.json");
if (!existsSync(viteManifestPath)) {
  fail(`${viteManifestPath} is missing: build first (react-router build) with build.manifest on in vite.config.ts`);
}
/** @type {Record<string, {file: string, imports?: string[], dynamicImports?: string[]}>} */
const viteManifest = JSON.parse(readFileSync(viteManifestPath, "utf8"));

const assetsDir = join(clientDir, "assets");
// The route manifest the server build links to (a build into an outside directory keeps older ones beside it);
// without a server build, the newest one.
const serverEntry = join(buildDir, "server", "index.js");
const linked = existsSync(serverEntry)
  ? /\/assets\/(manifest-[\w-]+\.js)/.exec(readFileSync(serverEntry, "utf8"))?.[1]
  : undefined;
const newest = readdirSync(assetsDir)
  .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
  .sort((a, b) => statSync(join(assetsDir, b)).mtimeMs - statSync(join(assetsDir, a)).mtimeMs)[0];
const routerManifestFile = linked ?? newest;
if (routerManifestFile === undefined || !existsSync(join(assetsDir, routerManifestFile))) {
  fail(`no React Router manifest (manifest-*.js) in ${assetsDir}`);
}
const routerManifestText = readFileSync(join(assetsDir, routerManifestFile), "utf8");
const routerManifest = JSON.parse(
  routerManifestText.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""),
);

const routes = routerManifest.routes;
const rootRoute = routes.root;
if (rootRoute === undefined) fail("the route manifest has no root route");

/** Vite manifest keys by output file ("assets/x.js"). */
const keyOfFile = new Map(Object.entries(viteManifest).map(([key, chunk]) => [chunk.file, key]));
const keyOf = (publicPath) => {
  const key = keyOfFile.get(publicPath.replace(/^\//, ""));
  if (key === undefined) fail(`${publicPath} is not in ${viteManifestPath}`);
  return key;
};

const CONTAINER_SOURCE = "ui/composition/browser-container.ts";
const gzipOf = new Map();
const fileFacts = (file) => {
  if (!gzipOf.has(file)) {
    const bytes = readFileSync(join(clientDir, file));
    const text = bytes.toString("utf8");
    gzipOf.set(file, {
      raw: bytes.length,
      gzip: gzipSync(bytes).length,
      // Zod's internals read `._zod` on every schema; the entry's `__zod_globalConfig` (ADR 071) is not zod itself.
      zod: text.includes("._zod") || text.includes("ZodError"),
    });
  }
  return gzipOf.get(file);
};

/** A page's first load: the entry, its route chain's modules, its screen if any and, depth first, their static imports. */
function firstLoad(chain, screen) {
  const counted = new Map();
  const visit = (key, role) => {
    const chunk = viteManifest[key];
    if (chunk === undefined) fail(`${key} is imported but missing from the Vite manifest`);
    if (counted.has(chunk.file)) return;
    counted.set(chunk.file, { role, key });
    for (const imported of chunk.imports ?? []) visit(imported, "static import");
  };
  visit(keyOf(routerManifest.entry.module), "client entry");
  for (const route of chain) visit(keyOf(route.module), `route ${route.id}`);
  if (screen !== undefined) visit(screen, "screen (lazy, preloaded)");
  // React Router lists what it preloads for the same modules; a difference means the graph reading is off.
  const preloaded = [routerManifest.entry, ...chain].flatMap((m) => [m.module, ...(m.imports ?? [])]);
  const missed = preloaded.map((p) => p.slice(1)).filter((file) => !counted.has(file));
  if (missed.length > 0) fail(`React Router preloads files this count misses: ${missed.join(", ")}`);
  return counted;
}

const chainOf = (route) => {
  const chain = [];
  for (let at = route; at !== undefined; at = at.parentId === undefined ? undefined : routes[at.parentId]) {
    chain.unshift(at);
  }
  return chain;
};

// Pages: routes with a component and no child route (a layout's page is its index or another child).
const parents = new Set(Object.values(routes).map((route) => route.parentId));
const pages = Object.values(routes).filter((route) => route.hasDefaultExport && !parents.has(route.id));
if (!pages.some((route) => route.index === true && route.parentId === "root")) fail("the route manifest has no home");

/** A route's screens as [page type, Vite manifest key], checked against what its chunk imports lazily. */
const screensOf = (route) => {
  const screens = SCREENS_OF_ROUTE[route.id];
  if (screens === undefined) return [];
  // What the route adds to lazy imports: those of its first load's chunks that its parents' first load lacks
  // (the bundler may put the import() calls in a chunk the route module imports).
  const chain = chainOf(route);
  const lazyOf = (routes) =>
    new Set([...firstLoad(routes).values()].flatMap(({ key }) => viteManifest[key].dynamicImports ?? []));
  const inherited = lazyOf(chain.slice(0, -1));
  const lazy = [...lazyOf(chain)].filter((key) => !inherited.has(key));
  const listed = Object.values(screens);
  const missing = listed.filter((key) => !lazy.includes(key));
  if (missing.length > 0) fail(`${route.id} no longer imports its screen(s) ${missing.join(", ")} lazily`);
  const unlisted = lazy.filter((key) => !listed.includes(key));
  if (unlisted.length > 0) fail(`${route.id} imports ${unlisted.join(", ")} lazily: list it in SCREENS_OF_ROUTE`);
  // The stylesheets of the screen's chunk and of every chunk it imports must be among those of the route's own first
  // load, which the server's HTML links: the browser would fetch the others only when the screen's chunk is imported.
  const cssOf = (files) => new Set([...files.values()].flatMap(({ key }) => viteManifest[key].css ?? []));
  const linked = cssOf(firstLoad(chain));
  for (const key of listed) {
    const own = [...cssOf(firstLoad(chain, key))].filter((file) => !linked.has(file));
    if (own.length > 0)
      fail(
        `the screen ${key} needs stylesheets the page does not link (${own.join(", ")}): import them in ${route.id}`,
      );
  }
  return Object.entries(screens);
};

/** One row per distinct chain of modules (and screen). */
const rows = new Map();
for (const route of pages) {
  const chain = chainOf(route);
  const key = chain.map((r) => r.module).join(" > ");
  const name = route.module.replace(/^\/assets\/|-[\w-]{8}\.js$/g, "");
  const screens = screensOf(route);
  const variants = screens.length > 0 ? screens : [[name, undefined]];
  for (const [variantName, screen] of variants) {
    const rowKey = `${key} > ${screen ?? ""}`;
    const row = rows.get(rowKey);
    if (row) row.ids.push(route.id);
    else rows.set(rowKey, { ids: [route.id], chain, screen, name: variantName });
  }
}

const verbose = process.argv.includes("--verbose");
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const results = [...rows.values()].map(({ ids, chain, screen, name }) => {
  const files = firstLoad(chain, screen);
  let raw = 0;
  let gzip = 0;
  const zod = [];
  let container = false;
  for (const [file, { key }] of files) {
    const facts = fileFacts(file);
    raw += facts.raw;
    gzip += facts.gzip;
    if (facts.zod) zod.push(file);
    if (key === CONTAINER_SOURCE) container = true;
  }
  return {
    ids,
    files,
    raw,
    gzip,
    zod,
    container,
    name,
  };
});
results.sort((a, b) => b.gzip - a.gzip);

console.log(`First-load JS per page type (${clientDir}; gzip level 6)\n`);
const width = Math.max(...results.map((r) => r.name.length), 9);
console.log(`${"page type".padEnd(width)}  ${"raw KB".padStart(7)}  ${"gzip KB".padStart(7)}  files  routes`);
for (const result of results) {
  const flags = [
    result.zod.length > 0 ? `ZOD in ${result.zod.join(", ")}` : "",
    result.container ? "BROWSER CONTAINER" : "",
  ]
    .filter(Boolean)
    .join("; ");
  console.log(
    `${result.name.padEnd(width)}  ${kb(result.raw)}  ${kb(result.gzip)}  ${String(result.files.size).padStart(5)}  ` +
      `${result.ids.join(", ")}${flags ? `  ← ${flags}` : ""}`,
  );
  if (verbose) {
    for (const [file, { role }] of result.files) {
      console.log(`    ${file.padEnd(52)} ${kb(fileFacts(file).gzip)}  ${role}`);
    }
  }
}
const zodChunks = Object.values(viteManifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith(".js") && fileFacts(file).zod);
console.log(`\nchunks with zod (must load on demand only): ${zodChunks.join(", ") || "none"}`);
console.log(
  `budget ${budgetKb} KB = ${budget} bytes gzip${process.env.JS_BUDGET_KB ? " (JS_BUDGET_KB override)" : ""}`,
);

const limitOf = (result) =>
  process.env.JS_BUDGET_KB || !(result.name in NOT_YET_MET_KB)
    ? budget
    : Math.round(NOT_YET_MET_KB[result.name] * 1024);
for (const name of Object.keys(NOT_YET_MET_KB).filter((name) => !results.some((r) => r.name === name)))
  fail(`NOT_YET_MET_KB names ${name}, which is no page type: remove it`);
for (const result of results.filter((r) => r.gzip > budget && limitOf(r) > budget))
  console.log(
    `GOAL NOT MET: ${result.name} is ${kb(result.gzip).trim()} KB gzip, over the ${budgetKb} KB goal ` +
      `(tolerated up to its ceiling of ${NOT_YET_MET_KB[result.name]} KB)`,
  );
for (const result of results.filter((r) => r.name in NOT_YET_MET_KB && r.gzip <= budget))
  console.log(`${result.name} is within the budget now: remove its NOT_YET_MET_KB ceiling`);
const over = results.filter((result) => result.gzip > limitOf(result));
const heavy = results.filter((result) => result.zod.length > 0 || result.container);
if (over.length > 0 || heavy.length > 0) {
  fail(
    [
      ...over.map(
        (r) => `${r.name}: ${r.gzip} bytes gzip, ${r.gzip - limitOf(r)} over its limit of ${limitOf(r)} bytes`,
      ),
      ...heavy.map((r) => `${r.name}: zod or the browser container on the first load`),
    ].join("; "),
  );
}
// The at-load module (ADR 077) runs on read-first pages that have not loaded their shell: its static imports must
// include no file of the shell (the client entry's and the root route's), nor zod.
const AT_LOAD_SOURCE = "ui/boot/at-load.ts";
if (viteManifest[AT_LOAD_SOURCE] === undefined) fail(`${AT_LOAD_SOURCE} is not an entry of the browser build`);
const shellFiles = new Set(firstLoad(chainOf(rootRoute)).keys());
const atLoadFiles = new Set();
const collectAtLoad = (key) => {
  const chunk = viteManifest[key];
  if (chunk === undefined || atLoadFiles.has(chunk.file)) return;
  atLoadFiles.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectAtLoad(imported);
};
collectAtLoad(AT_LOAD_SOURCE);
const atLoadShared = [...atLoadFiles].filter((file) => shellFiles.has(file) || fileFacts(file).zod);
if (atLoadShared.length > 0)
  fail(`the at-load module loads the shell's files or zod: ${atLoadShared.join(", ")} (ADR 077)`);
const atLoadGzip = [...atLoadFiles].reduce((sum, file) => sum + fileFacts(file).gzip, 0);
console.log(
  `at-load module: ${atLoadFiles.size} files, ${(atLoadGzip / 1024).toFixed(1)} KB gzip, none of the shell's`,
);

const largest = results.find((result) => result.gzip <= budget);
const tolerated = results.filter((result) => result.gzip > budget).map((result) => result.name);
console.log(
  `✓ first-load JS within the ${budgetKb} KB budget for every page type` +
    (tolerated.length > 0 ? ` except ${tolerated.join(", ")} (under its ceiling, goal not met)` : "") +
    (largest === undefined
      ? ""
      : `; largest within it ${largest.name} ${(largest.gzip / 1024).toFixed(1)} KB gzip ` +
        `(${((budget - largest.gzip) / 1024).toFixed(1)} KB to spare)`),
);
