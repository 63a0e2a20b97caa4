import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        // The core alone (ADR 037): its rules, use cases on the in-memory fakes and its example; no browser, no database.
        test: {
          name: "core",
          include: ["core/**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "core/dist/**", "node_modules/**"],
          environment: "node",
          // Every file in one module graph per worker rather than a fresh one per file: the core is pure, and starting
          // 611 isolated files cost 324 s against 26 s here (2026-11-29). Tests that touch process state (TZ, fake
          // timers) put it back in afterEach.
          isolate: false,
        },
      },
      {
        test: {
          name: "unit",
          include: [
            "adapters/**/*.test.ts",
            "server/**/*.test.ts",
            "ui/**/*.test.{ts,tsx}",
            "tests/architecture/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
          environment: "node",
          // As for the core: 253 files in 29 s rather than 165 s (2026-11-29); no unit test mocks modules.
          isolate: false,
        },
      },
      {
        test: {
          name: "integration",
          include: ["adapters/**/*.int.test.ts", "server/**/*.int.test.ts", "tests/integration/**/*.int.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time (ADR 075): each has its own database and ports. Vitest's default in a run is one worker
          // less than the cores, which is one here.
          fileParallelism: true,
          maxWorkers: 2,
          // One module graph per worker here too: 100 files imported the server's graph in 197 s (cumulative) when
          // isolated, 26 s not (ADR 075 addendum). Each file still opens its own database, servers and ports.
          isolate: false,
        },
      },
      {
        // Several server processes on one PostgreSQL (ADR 073): needs TEST_DATABASE_URL, and the production build and
        // haproxy for the load-balanced test; run by `npm test` after the build.
        test: {
          name: "multiprocess",
          include: ["tests/multiprocess/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
