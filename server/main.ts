import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { getRequestListener, serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { localFileStore } from "../adapters/storage/files/local-file-store";
import { openDatabase } from "../adapters/storage/sql/open-database";
import { readConfig } from "./config";
import { createServerContainer } from "./container";
import { TOKENS } from "./di/tokens";
import { staticAssets } from "./http/static-assets";
import { prepareDatabase } from "./prepare-database";
import { devSsrHandler, ssrHandler } from "./ssr-handler";

const root = fileURLToPath(new URL("..", import.meta.url));
const dev = process.argv.includes("--dev");
const config = readConfig({ ...process.env, NODE_ENV: dev ? "development" : process.env.NODE_ENV });
const version = (JSON.parse(readFileSync(`${root}package.json`, "utf8")) as { version: string }).version;

async function start() {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await prepareDatabase(database.db, new Date(), localFileStore(config.uploadsDir));
  const closeDatabase = () => database.close();

  if (dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ root, server: { middlewareMode: true }, appType: "custom" });
    const build = () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    const ssr = devSsrHandler(build);
    const app = createServerContainer({ config, version, db: database.db, ssr }).get(TOKENS.App);
    const listener = getRequestListener(app.fetch);
    const server = createServer((req, res) => viteServer.middlewares(req, res, () => listener(req, res)));
    server.listen(config.port, config.host, () => announce(config.port, database.engine));
    return async () => {
      await new Promise((r) => server.close(r));
      await viteServer.close();
      await closeDatabase();
    };
  }
  const buildDir = process.env.SHUYUAN_BUILD_DIR ?? `${root}build`;
  const build = (await import(`${buildDir}/server/index.js`)) as ServerBuild;
  const ssr = ssrHandler(build, "production");
  const assets = staticAssets(`${buildDir}/client`);
  const app = createServerContainer({ config, version, db: database.db, ssr, assets }).get(TOKENS.App);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) =>
    announce(info.port, database.engine),
  );
  return async () => {
    await new Promise((r) => server.close(r));
    await closeDatabase();
  };
}

function announce(port: number, engine: string) {
  console.log(`Shuyuan ${version} listening on http://localhost:${port} (${config.mode}, ${engine})`);
}

try {
  const stop = await start();
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void stop().then(() => process.exit(0));
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
