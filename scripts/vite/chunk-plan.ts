import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import type { OutputChunk } from "rolldown";
import type { Plugin } from "vite";
import { z } from "zod";

/**
 * Fewer, larger shared chunks for the browser build (docs/adr/074-chunk-plan.md).
 *
 * Rolldown's automatic chunking makes one chunk per set of entries that reach a module. With ~60 route modules and
 * ~25 lazily imported islands that is hundreds of sets, and a catalogue page loaded ~50 files, 30 of them under
 * 0.3 KB: each costs its own gzip frame, its import and export lines and the compression context it cannot share.
 *
 * `npm run build` therefore builds twice (scripts/build.mjs). The first build, with automatic chunking, records a
 * plan (`record`): for every shared chunk, the page types whose first load includes it, and its gzip size; then it
 * merges chunks greedily while a merge saves more than it costs, summed over page types. The second build (`apply`)
 * names each planned module's group for rolldown's `codeSplitting.groups`. A module the plan does not know (a new
 * one, or a build run without the plan) falls back to automatic chunking: the build stays correct, only larger.
 */

/**
 * What merging two files saves a page that loads both, in gzip bytes: a gzip frame, the import and export lines
 * between them, and the compression context the second file could not share. Measured on the institution page, its
 * 44 smallest files were 18.2 KB gzip apart and 12.5 KB as one file (130 bytes a file, before their import lines
 * went away). Tried as the constant against scripts/check-bundle.mjs: 100, 130, 160, 200, 300, 400 and 550. 300 and
 * 400 gave the smallest largest first load (institution, 89.7 KB), 300 with the smaller other pages (compare 84.7
 * against 87.4 KB); at 550 a screen's stylesheet module left its route's files, which check-bundle refuses.
 */
export const FILE_OVERHEAD = 300;

/** The group every page loads: what the client entry and the root route import. */
const SHELL = "shell";

/** The plan the first build writes: project-relative module id -> the name of its file. */
const ChunkPlanSchema = z.record(z.string(), z.string());

/** A file of the plan: the page types whose first load includes it, its gzip size and its modules. */
export type Group = { readonly pages: ReadonlySet<string>; readonly size: number; readonly modules: readonly string[] };

/**
 * Gzip bytes saved over all page types if a and b become one file: the pages loading both save a file, those
 * loading one also load the other's modules.
 */
export function mergeGain(a: Group, b: Group): number {
  let both = 0;
  for (const page of a.pages) if (b.pages.has(page)) both += 1;
  return FILE_OVERHEAD * both - b.size * (a.pages.size - both) - a.size * (b.pages.size - both);
}

/** Merges the pair with the largest gain while one gains: O(n^3) over n groups (under 100 here, a few ms). */
export function mergeGroups(groups: readonly Group[]): Group[] {
  let current = [...groups];
  for (;;) {
    let best: { gain: number; a: Group; b: Group } | undefined;
    current.forEach((a, i) => {
      for (const b of current.slice(i + 1)) {
        const gain = mergeGain(a, b);
        if (gain > (best?.gain ?? 0)) best = { gain, a, b };
      }
    });
    if (best === undefined) return current;
    const { a, b } = best;
    current = current.filter((group) => group !== a && group !== b);
    current.push({
      pages: new Set([...a.pages, ...b.pages]),
      size: a.size + b.size,
      modules: [...a.modules, ...b.modules],
    });
  }
}

type PlanOptions = {
  /** Where the plan is written and read; without one, automatic chunking. */
  readonly file: string | undefined;
  /** `record`: build with automatic chunking and write the plan; `apply`: build with the plan (it must exist). */
  readonly mode: "record" | "apply";
  /** Project root: the plan names modules relative to it. */
  readonly root: string;
  /** Whether an entry chunk's module is a route module, which starts a page's first load. */
  readonly isPageEntry: (facadeModuleId: string) => boolean;
  /** Whether an entry is loaded by every page (the client entry, the root route): what it imports is the shell. */
  readonly isEveryPageEntry: (facadeModuleId: string) => boolean;
  /** A module whose lazy imports the server preloads with the page (the catalogue's screens): each is a page type. */
  readonly preloadingModule: string;
};

const moduleKey = (root: string, id: string) => (isAbsolute(id) ? relative(root, id) : id);

/** Each chunk's page types: those whose first load (the closure of their start files) includes it. */
function pagesOfChunks(chunks: readonly OutputChunk[], starts: ReadonlyMap<string, readonly string[]>) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const pagesOf = new Map<string, Set<string>>();
  for (const [page, files] of starts) {
    const stack = [...files];
    const seen = new Set<string>();
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      if (seen.has(next)) continue;
      seen.add(next);
      pagesOf.set(next, (pagesOf.get(next) ?? new Set()).add(page));
      stack.push(...(byFile.get(next)?.imports ?? []));
    }
  }
  return pagesOf;
}

export function chunkPlan(options: PlanOptions): Plugin {
  const { file, mode } = options;
  // A plan file named but missing means the recording build did not write it: stop, rather than build without it.
  if (mode === "apply" && file !== undefined && !existsSync(file))
    throw new Error(`chunk plan: ${file} is missing (the recording build writes it, scripts/build.mjs)`);
  const plan =
    mode === "apply" && file !== undefined ? ChunkPlanSchema.parse(JSON.parse(readFileSync(file, "utf8"))) : undefined;
  return {
    name: "chunk-plan",
    apply: "build",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    // Groups that do not pull in their modules' imports need entries that may export more than their module: React
    // Router reads only the route modules' own exports, so extra ones are harmless.
    options: (input) => (plan === undefined ? null : { ...input, preserveEntrySignatures: "allow-extension" }),
    outputOptions: (output) =>
      plan === undefined
        ? null
        : {
            ...output,
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [{ name: (id: string) => plan[moduleKey(options.root, id)] ?? null }],
            },
          },
    generateBundle(_output, bundle) {
      if (mode !== "record" || file === undefined) return;
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === "chunk");
      const preloading = resolve(options.root, options.preloadingModule);
      const screens = new Set(this.getModuleInfo(preloading)?.dynamicallyImportedIds);
      if (screens.size === 0) this.error(`${options.preloadingModule} imports nothing lazily: the plan has no screens`);
      // Page types by their start file: each route module, each screen, and "every page" (the client entry and
      // the root route), each with its own static imports only.
      const EVERY_PAGE = "every page";
      const everyPage: string[] = [];
      const starts = new Map<string, readonly string[]>([[EVERY_PAGE, everyPage]]);
      for (const chunk of chunks) {
        const id = chunk.facadeModuleId ?? "";
        if (chunk.isEntry && options.isEveryPageEntry(id)) everyPage.push(chunk.fileName);
        else if ((chunk.isEntry && options.isPageEntry(id)) || screens.has(id))
          starts.set(chunk.fileName, [chunk.fileName]);
      }
      const pagesOf = pagesOfChunks(chunks, starts);
      const shared: Group[] = [];
      for (const chunk of chunks) {
        const pages = pagesOf.get(chunk.fileName);
        // Entries keep their files; chunks no first load includes load on demand, as they are.
        if (pages === undefined || chunk.isEntry || chunk.isDynamicEntry) continue;
        const modules = Object.keys(chunk.modules).map((id) => moduleKey(options.root, id));
        shared.push({ pages, size: gzipSync(chunk.code).length, modules });
      }
      const record: Record<string, string> = {};
      mergeGroups(shared).forEach((group, index) => {
        for (const id of group.modules) record[id] = group.pages.has(EVERY_PAGE) ? SHELL : `shared-${index}`;
      });
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(record, null, 1)}\n`);
    },
  };
}
