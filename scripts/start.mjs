// `npm start`: build the site if there is no build yet, then run the one server process (API + SSR).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
process.env.NODE_ENV ??= "production";

const buildDir = process.env.SHUYUAN_BUILD_DIR ?? `${root}build`;
if (!existsSync(`${buildDir}/server/index.js`) || process.argv.includes("--rebuild")) {
  console.log("No production build found: building the site (react-router build)...");
  const result = spawnSync(`${root}node_modules/.bin/react-router`, ["build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import("tsx/esm/api");
register();
await import("../server/main.ts");
