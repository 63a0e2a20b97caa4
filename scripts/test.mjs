// `npm test`: every check, stopping at the first failing step. CI runs exactly this. Steps in one group run at once
// (each on one core at most, so two cores stay busy); their output is printed whole, in order, once each ends.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name) => `${root}node_modules/.bin/${name}`;

/** A step: [name, command, args, extra environment]; an array of steps is a group run at once. */
const steps = [
  ["typecheck", bin("react-router"), ["typegen"]],
  [
    ["typecheck", bin("tsc"), ["-b"]],
    ["lint", bin("eslint"), ["."]],
    ["format", bin("prettier"), ["--check", "."]],
    [
      "dependency rules",
      bin("depcruise"),
      ["core", "adapters", "server", "ui", "tests", "--config", ".dependency-cruiser.cjs"],
    ],
  ],
  [
    ["core tests (no browser, no database)", bin("vitest"), ["run", "--project", "core", "--maxWorkers=1"]],
    ["unit and property tests", bin("vitest"), ["run", "--project", "unit", "--maxWorkers=1"]],
  ],
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

const header = ([name, command, args]) => `\n▶ ${name}: ${[command.replace(root, ""), ...args].join(" ")}`;

/** Runs one step; `output` null streams it to this terminal, else collects it. Resolves with exit code and time. */
function run([, command, args, env = {}], output) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: output === null ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: "1", ...env },
    });
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => {
      output?.push(Buffer.from(`${error.message}\n`));
      resolve({ code: 1, seconds: (performance.now() - started) / 1000 });
    });
    child.on("close", (code, signal) =>
      resolve({ code: code ?? signal, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

const timings = [];
for (const entry of steps) {
  const group = Array.isArray(entry[0]) ? entry : [entry];
  let results;
  if (group.length === 1) {
    console.log(header(group[0]));
    results = [await run(group[0], null)];
  } else {
    console.log(`\n▶▶ at once: ${group.map(([name]) => name).join(", ")}`);
    const outputs = group.map(() => []);
    results = await Promise.all(group.map((step, i) => run(step, outputs[i])));
    group.forEach((step, i) => {
      console.log(header(step));
      process.stdout.write(Buffer.concat(outputs[i]));
    });
  }
  group.forEach(([name], i) => timings.push(`${name} ${results[i].seconds.toFixed(1)}s`));
  const failed = group.filter((_, i) => results[i].code !== 0);
  if (failed.length > 0) {
    const names = failed.map(([name]) => name).join(", ");
    console.error(`\n✗ ${names} failed. Steps run: ${timings.join(", ")}`);
    process.exit(1);
  }
}
console.log(`\n✓ all checks passed: ${timings.join(", ")}`);
