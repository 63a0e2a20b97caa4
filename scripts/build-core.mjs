// `npm run build:core [outdir]`: the core as JavaScript that plain `node` runs (ADR 037). One ES module per entry point
// (every area's index.ts and the examples), shared code in chunks, libraries left as imports; the output directory gets
// its own package.json, so `@shuyuan/core/...` imports inside it resolve to the built files.
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const core = join(root, "core");
const outdir = resolve(root, process.argv[2] ?? "core/dist");

const areaEntries = (dir) =>
  readdirSync(join(core, dir))
    .filter((name) => statSync(join(core, dir, name)).isDirectory())
    .map((name) => `${dir}/${name}/index.ts`);
const exampleEntries = readdirSync(join(core, "examples"))
  .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
  .map((name) => `examples/${name}`);
const entries = [...areaEntries("domain"), ...areaEntries("application"), "ports/index.ts", ...exampleEntries];

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: core,
  entryPoints: entries,
  outbase: core,
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  chunkNames: "chunks/[name]-[hash]",
  metafile: true,
  logLevel: "warning",
});

// The libraries the built files import, with the ranges the project pins (the output's only dependencies).
const project = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const packageOf = (path) =>
  (path.startsWith("@") ? path.split("/").slice(0, 2) : path.split("/").slice(0, 1)).join("/");
const imported = new Set(
  Object.values(result.metafile.outputs)
    .flatMap((output) => output.imports.filter((item) => item.external).map((item) => packageOf(item.path)))
    .filter((name) => !name.startsWith("node:") && name !== "@shuyuan/core"),
);
const dependencies = Object.fromEntries(
  [...imported].sort().map((name) => {
    const range = project.dependencies?.[name];
    if (range === undefined) throw new Error(`The core imports ${name}, which is not a dependency in package.json.`);
    return [name, range];
  }),
);

const source = JSON.parse(readFileSync(join(core, "package.json"), "utf8"));
const built = (target) => (typeof target === "string" ? target : target.default).replace(/\.ts$/, ".js");
mkdirSync(outdir, { recursive: true });
writeFileSync(
  join(outdir, "package.json"),
  `${JSON.stringify(
    {
      name: source.name,
      version: source.version,
      private: true,
      description: `${source.description} Built by scripts/build-core.mjs; do not edit.`,
      type: "module",
      sideEffects: false,
      exports: Object.fromEntries(
        Object.entries(source.exports)
          .filter(([subpath]) => subpath !== "./package.json")
          .map(([subpath, target]) => [subpath, built(target)])
          .concat([["./package.json", "./package.json"]]),
      ),
      dependencies,
    },
    null,
    2,
  )}\n`,
);
console.log(`core built: ${entries.length} entry points in ${relative(root, outdir) || "."}`);
