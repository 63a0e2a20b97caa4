// The server half of `npm run build` (after `react-router build`): server/main.ts (production server) and
// server/db-setup.ts (`npm run db:setup`) bundled with esbuild into <build>/server/{main,db-setup}.js, React Router's
// server build included, code loaded on demand (setup step, seed) in chunks beside them, packages left as imports.
// Every package the bundle imports must be a `dependencies` entry: a production install (`npm ci --omit=dev`) has
// nothing else. The SQL migrations are copied to <build>/server/migrations, where the bundle looks for them
// (adapters/storage/sql/migrate-database.ts). ADR 036.
import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const buildDir = resolve(root, process.env.SHUYUAN_BUILD_DIR ?? "build");
const outdir = join(buildDir, "server");
const reactRouterBuild = join(outdir, "index.js");
if (!existsSync(reactRouterBuild)) {
  console.error(`No React Router server build at ${reactRouterBuild}: run react-router build first (npm run build).`);
  process.exit(1);
}

/** `import ... from "virtual:react-router/server-build"` (server/main.ts) is React Router's build of the site. */
const serverBuildModule = {
  name: "react-router-server-build",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^virtual:react-router\/server-build$/ }, () => ({ path: reactRouterBuild }));
  },
};

rmSync(join(outdir, "migrations"), { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { main: "server/main.ts", "db-setup": "server/db-setup.ts" },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  // Chunks beside main.js, not in a folder: a module's `new URL("./migrations", import.meta.url)` must mean
  // <build>/server/migrations wherever esbuild puts that module.
  chunkNames: "[name]-[hash]",
  plugins: [serverBuildModule],
  metafile: true,
  logLevel: "warning",
});
cpSync(join(root, "adapters/storage/sql/migrations"), join(outdir, "migrations"), { recursive: true });

const project = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const packageOf = (path) =>
  path
    .split("/")
    .slice(0, path.startsWith("@") ? 2 : 1)
    .join("/");
const builtin = new Set(builtinModules);
const imported = new Set(
  Object.values(result.metafile.outputs)
    .flatMap((output) => output.imports.filter((item) => item.external).map((item) => item.path))
    .filter((path) => !path.startsWith("node:") && !builtin.has(path))
    .map(packageOf),
);
const missing = [...imported].filter((name) => project.dependencies?.[name] === undefined).sort();
if (missing.length > 0) {
  console.error(`The server bundle imports ${missing.join(", ")}, not in package.json "dependencies".`);
  process.exit(1);
}
const bytes = Object.entries(result.metafile.outputs)
  .filter(([path]) => path.endsWith(".js"))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(
  `Server bundle: ${outdir.replace(root, "")}/main.js and db-setup.js (${Math.round(bytes / 1024)} KB with chunks), ` +
    `packages imported: ${[...imported].sort().join(", ")}`,
);
