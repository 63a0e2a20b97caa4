// `npm run dev`: the same server with Vite in middleware mode (hot reload of the UI), run by tsx. Development only:
// production runs the bundle of server/main.ts (ADR 036).
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { readConfig } from "./config";
import { createServerContainer } from "./container";
import { TOKENS } from "./di/tokens";
import { openReadyDatabase } from "./open-ready-database";
import { packageVersion } from "./package-version";
import { sentMailLogPath } from "./sent-mail-log-path";
import { serverLocalAdminSecret } from "./staff/local-admin-secret";
import { devSsrHandler } from "./ssr-handler";
import { stopOnSignals } from "./stop-on-signals";
import { applyTimeouts, drainDeadlineMs, trackConnections } from "./http/connection-drain";
import { startBackgroundJobs } from "./jobs/background-jobs";

const root = fileURLToPath(new URL("..", import.meta.url));

async function start() {
  const config = readConfig({ ...process.env, NODE_ENV: "development" });
  const version = packageVersion(import.meta.url);
  const database = await openReadyDatabase(config, new Date());
  const vite = await createViteServer({ root, server: { middlewareMode: true }, appType: "custom" });
  const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  const mailLog = sentMailLogPath(config);
  // The create-staff command adds accounts through this server while it holds the embedded database (ADR 058).
  const secret = await serverLocalAdminSecret(config);
  const container = createServerContainer({
    config,
    version,
    db: database.db,
    ssr: devSsrHandler(build),
    ...(mailLog === undefined ? {} : { sentMailLogPath: mailLog }),
    ...(secret === undefined ? {} : { localAdminSecret: secret }),
  });
  const app = container.get(TOKENS.App);
  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
  server.listen(config.port, config.host, () =>
    console.log(`Shuyuan ${version} listening on http://localhost:${config.port} (${config.mode}, ${database.engine})`),
  );
  // Before the first connection: Node's timeouts, and the drain that shutdown runs (ADR 070).
  applyTimeouts(server, config.httpTimeouts);
  const connections = trackConnections(server);
  const stopJobs = startBackgroundJobs(container, config);
  const stop = async () => {
    const drained = await connections.drain(drainDeadlineMs(config.shutdownGraceMs));
    console.log(
      `Drained: ${drained.inFlight} requests finished or cut, ${drained.closedAtOnce} idle or half-sent connections closed, ${drained.cutAtDeadline} cut at the deadline`,
    );
    await stopJobs();
    await vite.close();
    await secret?.remove();
    await database.close();
  };
  return { stop, graceMs: config.shutdownGraceMs };
}

try {
  const { stop, graceMs } = await start();
  stopOnSignals(stop, graceMs);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
