// `npm test`: every check, in order, stopping at the first failure. CI runs exactly this.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name) => `${root}node_modules/.bin/${name}`;

const steps = [
  ["typecheck", bin("react-router"), ["typegen"]],
  ["typecheck", bin("tsc"), ["-b"]],
  ["lint", bin("eslint"), ["."]],
  ["format", bin("prettier"), ["--check", "."]],
  [
    "dependency rules",
    bin("depcruise"),
    ["core", "adapters", "server", "ui", "tests", "--config", ".dependency-cruiser.cjs"],
  ],
  ["core tests (no browser, no database)", bin("vitest"), ["run", "--project", "core"]],
  ["unit and property tests", bin("vitest"), ["run", "--project", "unit"]],
  ["integration tests (PGlite)", bin("vitest"), ["run", "--project", "integration"], { TEST_DATABASE_URL: "" }],
  ...(process.env.TEST_DATABASE_URL
    ? [["integration tests (PostgreSQL)", bin("vitest"), ["run", "--project", "integration"], {}]]
    : []),
  ["production build (site and server bundle)", process.execPath, ["scripts/build.mjs"]],
  ["first-load JS budget (every page type)", process.execPath, ["scripts/check-bundle.mjs"]],
  // Two server processes of the build on one PostgreSQL behind haproxy (ADR 073). Needs TEST_DATABASE_URL and
  // haproxy: CI sets both up (.ci/run) and the suite fails, never skips, without them.
  ...(process.env.TEST_DATABASE_URL || process.env.CI
    ? [["several processes on one PostgreSQL (haproxy)", bin("vitest"), ["run", "--project", "multiprocess"], {}]]
    : []),
  ["end-to-end tests", bin("playwright"), ["test"]],
];

if (!process.env.TEST_DATABASE_URL && !process.env.CI) {
  console.log(
    "Note: TEST_DATABASE_URL is not set, so the PostgreSQL integration leg and the two-process test do not run here" +
      " (CI runs both; see .ci/run).",
  );
}

const timings = [];
for (const [name, command, args, env = {}] of steps) {
  console.log(`\n▶ ${name}: ${[command.replace(root, ""), ...args].join(" ")}`);
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, FORCE_COLOR: "1", ...env },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  timings.push(`${name} ${seconds}s`);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal}). Steps run: ${timings.join(", ")}`);
    process.exit(1);
  }
}
console.log(`\n✓ all checks passed: ${timings.join(", ")}`);
