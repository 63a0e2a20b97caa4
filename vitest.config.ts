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
        },
      },
      {
        test: {
          name: "integration",
          include: ["adapters/**/*.int.test.ts", "server/**/*.int.test.ts", "tests/integration/**/*.int.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
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
