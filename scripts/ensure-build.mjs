// The build `npm start` and `npm run db:setup` run: SHUYUAN_BUILD_DIR (default ./build), built first (npm run build)
// when it is not complete or when asked to rebuild.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The files a complete build has; the server bundle is written last, after React Router's build. */
const REQUIRED = [
  "client/.vite/manifest.json",
  "server/main.js",
  "server/db-setup.js",
  "server/migrations/meta/_journal.json",
];

/** Returns the build directory, building it first when it lacks a file or `rebuild` is set. */
export function ensureBuild({ rebuild }) {
  const buildDir = resolve(root, process.env.SHUYUAN_BUILD_DIR ?? "build");
  const missing = REQUIRED.filter((file) => !existsSync(resolve(buildDir, file)));
  if (missing.length === 0 && !rebuild) return buildDir;
  console.log(
    rebuild ? "Rebuilding (npm run build)..." : `No complete build in ${buildDir}: building (npm run build)...`,
  );
  const result = spawnSync(process.execPath, [`${root}scripts/build.mjs`], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return buildDir;
}
