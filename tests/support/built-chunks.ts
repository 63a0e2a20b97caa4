import { readFileSync } from "node:fs";
import { resolve } from "node:path";

type ManifestChunk = { readonly file: string; readonly name?: string; readonly css?: readonly string[] };

/**
 * The address of the browser build's chunk whose module is named `name` (its file name without the extension), read
 * from Vite's manifest of the build the e2e server runs: the files are named by their hash alone (ADR 040 addendum).
 */
export function builtChunkPath(name: string): string {
  const { path, chunks } = viteManifest();
  const files = chunks.filter((chunk) => chunk.name === name && chunk.file.endsWith(".js")).map((chunk) => chunk.file);
  const [file, ...others] = [...new Set(files)];
  if (file === undefined || others.length > 0)
    throw new Error(`${path}: expected one chunk named ${name}, found ${files.length}`);
  return `/${file}`;
}

/** The addresses of the stylesheets the chunks whose module is named `name` bring (a route's own CSS). */
export function builtStylesheetPaths(name: string): readonly string[] {
  const css = viteManifest().chunks.flatMap((chunk) => (chunk.name === name ? (chunk.css ?? []) : []));
  return [...new Set(css)].map((file) => `/${file}`);
}

function viteManifest(): { readonly path: string; readonly chunks: readonly ManifestChunk[] } {
  const path = resolve(process.env.SHUYUAN_BUILD_DIR ?? "build", "client", ".vite", "manifest.json");
  return { path, chunks: Object.values(JSON.parse(readFileSync(path, "utf8")) as Record<string, ManifestChunk>) };
}
