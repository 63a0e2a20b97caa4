// `npm run build`: the site (react-router build: browser assets and React Router's server build), then the server
// bundle that `npm start` runs (scripts/build-server.mjs). Both write into SHUYUAN_BUILD_DIR (default ./build).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const steps = [
  [`${root}node_modules/.bin/react-router`, ["build"]],
  [process.execPath, [`${root}scripts/build-server.mjs`]],
];
for (const [command, args] of steps) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.error) {
    console.error(`${command} could not run (${result.error.message}): building needs the devDependencies (npm ci).`);
    process.exit(1);
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
}
