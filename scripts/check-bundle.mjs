// First-load JavaScript of the home page, gzip-compressed, against the budget (90 KB = 92 160 bytes), which
// `npm test` enforces. The browser bundle runs on Preact (docs/adr/028-first-load-js-and-preact.md); with React in
// the browser (SHUYUAN_CLIENT_RUNTIME=react) React 19 and React Router 7 alone are ~107 KB gzip and the check fails.
//
// What counts: the client entry chunk, the root route chunk and the home (index) route chunk, every chunk they
// import statically (transitively, each file once), and React Router's route manifest module, which the page also
// loads. The three chunks are found through React Router's client manifest (build/client/assets/manifest-*.js); the
// import graph comes from Vite's build/client/.vite/manifest.json (vite.config.ts sets build.manifest). Dynamic
// imports are listed but not counted: they load later, on demand. Each file is compressed with zlib's gzip at its
// default level (6), the level most servers and CDNs use.
//
// Usage: node scripts/check-bundle.mjs  (reads SHUYUAN_BUILD_DIR, default ./build; JS_BUDGET_KB sets a lower
// budget, to try a tighter target; it cannot raise it). Exit 1 above the budget or when the build is missing.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 90;
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

const routes = Object.values(routerManifest.routes);
const rootRoute = routerManifest.routes.root;
const homeRoute = routes.find((route) => route.parentId === "root" && route.index === true);
if (rootRoute === undefined || homeRoute === undefined) fail("the route manifest has no root or no home (index) route");

/** Vite manifest keys by output file ("assets/x.js"). */
const keyOfFile = new Map(Object.entries(viteManifest).map(([key, chunk]) => [chunk.file, key]));
const keyOf = (publicPath) => {
  const key = keyOfFile.get(publicPath.replace(/^\//, ""));
  if (key === undefined) fail(`${publicPath} is not in ${viteManifestPath}`);
  return key;
};

/** The starting chunks and, depth first, their static imports; each file once, in load order. */
const counted = new Map();
const dynamic = new Set();
const visit = (key, role) => {
  const chunk = viteManifest[key];
  if (chunk === undefined) fail(`${key} is imported but missing from the Vite manifest`);
  if (counted.has(chunk.file)) return;
  counted.set(chunk.file, role);
  for (const imported of chunk.imports ?? []) visit(imported, "static import");
  for (const lazy of chunk.dynamicImports ?? []) dynamic.add(viteManifest[lazy]?.file ?? lazy);
};
visit(keyOf(routerManifest.entry.module), "client entry");
visit(keyOf(rootRoute.module), "root route");
visit(keyOf(homeRoute.module), `home route (${homeRoute.id})`);

const rows = [...counted].map(([file, role]) => ({ file, role, bytes: readFileSync(join(clientDir, file)) }));
rows.push({
  file: `assets/${routerManifestFile}`,
  role: "route manifest",
  bytes: Buffer.from(routerManifestText),
});
for (const row of rows) row.gzip = gzipSync(row.bytes).length;
for (const file of counted.keys()) dynamic.delete(file);

// React Router lists what it preloads for the same three modules; a difference means the graph reading is off.
const preloaded = new Set(
  [routerManifest.entry, rootRoute, homeRoute].flatMap((m) => [m.module, ...(m.imports ?? [])].map((p) => p.slice(1))),
);
const missed = [...preloaded].filter((file) => !counted.has(file));

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const width = Math.max(...rows.map((row) => row.file.length), 4);
console.log(`First-load JS of the home page (${clientDir}; gzip level 6)\n`);
console.log(`${"file".padEnd(width)}  ${"raw KB".padStart(7)}  ${"gzip KB".padStart(7)}  role`);
for (const row of rows) {
  console.log(`${row.file.padEnd(width)}  ${kb(row.bytes.length)}  ${kb(row.gzip)}  ${row.role}`);
}
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const raw = rows.reduce((sum, row) => sum + row.bytes.length, 0);
console.log(`${"total".padEnd(width)}  ${kb(raw)}  ${kb(total)}  (${total} bytes gzip)`);
console.log(
  `budget ${budgetKb} KB = ${budget} bytes gzip${process.env.JS_BUDGET_KB ? " (JS_BUDGET_KB override)" : ""}`,
);
if (dynamic.size > 0) console.log(`not counted (dynamic imports, loaded on demand): ${[...dynamic].join(", ")}`);
if (missed.length > 0) fail(`React Router preloads files this count misses: ${missed.join(", ")}`);

if (total > budget) {
  fail(`home first-load JS is ${total} bytes gzip, ${total - budget} bytes over the ${budgetKb} KB budget`);
}
console.log(
  `✓ home first-load JS ${(total / 1024).toFixed(1)} KB gzip, within the ${budgetKb} KB budget ` +
    `(${((budget - total) / 1024).toFixed(1)} KB to spare)`,
);
