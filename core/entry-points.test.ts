import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Every area of the core has one entry point (ADR 037): an index.ts that re-exports each of the area's modules and
// does nothing else, so importing it has no side effects and adds no edge a module inside the area could cycle on.
const core = fileURLToPath(new URL(".", import.meta.url));
const isDirectory = (path: string): boolean => statSync(path).isDirectory();
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (isDirectory(join(dir, name)) ? filesUnder(join(dir, name)) : [join(dir, name)]));
const areasOf = (dir: string): string[] =>
  readdirSync(join(core, dir))
    .filter((name) => isDirectory(join(core, dir, name)))
    .map((name) => `${dir}/${name}`);
const AREAS = [...areasOf("domain"), ...areasOf("application"), "ports"];

const modulesOf = (area: string): string[] =>
  filesUnder(join(core, area))
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith("/index.ts"))
    .map((file) => `./${relative(join(core, area), file).replace(/\.ts$/, "")}`)
    .sort();

describe("core entry points", () => {
  it.each(AREAS)("%s/index.ts re-exports every module of the area and nothing else", (area) => {
    const lines = readFileSync(join(core, area, "index.ts"), "utf8")
      .trim()
      .split("\n");
    const reExported = lines.map(
      (line) => /^export \* from "(\.\/[\w./-]+)";$/.exec(line)?.[1] ?? `not a re-export: ${line}`,
    );
    expect(reExported.sort(), `one line 'export * from "./<module>";' per module in ${area}/index.ts`).toEqual(
      modulesOf(area),
    );
  });

  it("core/package.json maps every area to its index", () => {
    const manifest = JSON.parse(readFileSync(join(core, "package.json"), "utf8")) as {
      readonly exports: Record<string, { readonly default: string } | string>;
    };
    const target = (subpath: string): string => {
      const entry = manifest.exports[subpath];
      return typeof entry === "string" ? entry : (entry?.default ?? "");
    };
    const mapped = AREAS.map((area) =>
      area === "ports"
        ? target("./ports")
        : target(`./${area.split("/")[0] ?? ""}/*`).replace("*", area.split("/")[1] ?? ""),
    );
    expect(mapped).toEqual(AREAS.map((area) => `./${area}/index.ts`));
  });
});
