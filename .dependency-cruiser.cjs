// Dependency rules of the hexagon. `npm test` runs them (npm run depcheck); tests/architecture proves they bite.
const TEST = "\\.test\\.tsx?$";
const CORE_LIBS = "(^|/)node_modules/(effect|ts-pattern|zod|date-fns|date-fns-tz)/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "core-domain-is-pure",
      comment: "core/domain imports only core/domain and effect, ts-pattern, zod, date-fns, date-fns-tz.",
      severity: "error",
      from: { path: "^core/domain/", pathNot: TEST },
      to: { pathNot: [`^core/domain/`, CORE_LIBS] },
    },
    {
      name: "core-ports-import-only-core",
      comment: "Ports are interfaces in domain types: they import only core.",
      severity: "error",
      from: { path: "^core/ports/", pathNot: TEST },
      to: { pathNot: "^core/" },
    },
    {
      name: "core-application-orchestrates-ports",
      comment: "Use cases import only the core (domain, ports, other use cases) and the core libraries.",
      severity: "error",
      from: { path: "^core/application/", pathNot: TEST },
      to: { pathNot: ["^core/", CORE_LIBS] },
    },
    {
      name: "core-tests-stay-inside",
      comment: "Core tests may use vitest, fast-check and the shared arbitraries and builders, nothing outer.",
      severity: "error",
      from: { path: `^core/.*${TEST}`, pathNot: "^core/application/" },
      to: { path: "^(adapters|server|ui)/" },
    },
    {
      name: "application-tests-use-memory-fakes",
      comment: "Use-case tests run on the in-memory fakes of the ports (adapters/storage/memory), nothing else outer.",
      severity: "error",
      from: { path: `^core/application/.*${TEST}` },
      to: { path: "^(adapters|server|ui)/", pathNot: "^adapters/storage/memory/" },
    },
    {
      name: "adapters-do-not-import-ui-or-server",
      severity: "error",
      from: { path: "^adapters/" },
      to: { path: "^(ui|server)/" },
    },
    {
      name: "ui-does-not-import-server-or-sql",
      comment: "The UI reaches data only through the API client; never the server or the SQL adapters.",
      severity: "error",
      from: { path: "^ui/" },
      to: { path: "^(server/|adapters/storage/sql/)" },
    },
    {
      name: "no-production-code-imports-tests",
      severity: "error",
      from: { path: "^(core|adapters|server|ui)/", pathNot: TEST },
      to: { path: [`${TEST}`, "^tests/"] },
    },
    { name: "no-circular", severity: "error", from: {}, to: { circular: true } },
    {
      name: "not-to-unresolvable",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, pathNot: "^(virtual:|\\./\\+types/)" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|\\.react-router|\\.tsbuild|node_modules|core/dist|tests/architecture/fixtures)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.app.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
      mainFields: ["module", "main", "types", "typings"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
