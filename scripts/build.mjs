// `npm run build`: the site (react-router build: browser assets and React Router's server build), then the server
// bundle that `npm start` runs (scripts/build-server.mjs). Both write into SHUYUAN_BUILD_DIR (default ./build).
// The site is built twice: the first build records the browser chunk plan, the second builds with it
// (scripts/vite/chunk-plan.ts, docs/adr/074-chunk-plan.md).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const planDir = mkdtempSync(join(tmpdir(), "shuyuan-chunk-plan-"));
const plan = { SHUYUAN_CHUNK_PLAN_FILE: join(planDir, "chunk-plan.json") };
const steps = [
  [`${root}node_modules/.bin/react-router`, ["build"], { ...plan, SHUYUAN_CHUNK_PLAN: "record" }],
  [`${root}node_modules/.bin/react-router`, ["build"], plan],
  [process.execPath, [`${root}scripts/build-server.mjs`]],
];
for (const [command, args, env = {}] of steps) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.error || result.status !== 0) rmSync(planDir, { recursive: true, force: true });
  if (result.error) {
    console.error(`${command} could not run (${result.error.message}): building needs the devDependencies (npm ci).`);
    process.exit(1);
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
}
rmSync(planDir, { recursive: true, force: true });
