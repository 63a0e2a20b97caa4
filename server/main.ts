// The production server: `npm start` runs it from the build as <build>/server/main.js (scripts/build-server.mjs
// bundles this file, everything it imports and React Router's server build into one ES module; ADR 036).
// `npm run dev` runs server/dev.ts instead.
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import * as build from "virtual:react-router/server-build";
import { readConfig } from "./config";
import { createServerContainer } from "./container";
import { TOKENS } from "./di/tokens";
import { staticAssets } from "./http/static-assets";
import { startBackgroundJobs } from "./jobs/background-jobs";
import { openReadyDatabase } from "./open-ready-database";
import { packageVersion } from "./package-version";
import { sentMailLogPath } from "./sent-mail-log-path";
import { ssrHandler } from "./ssr-handler";
import { stopOnSignals } from "./stop-on-signals";
import { applyTimeouts, drainDeadlineMs, trackConnections } from "./http/connection-drain";
import { serverLocalAdminSecret } from "./staff/local-admin-secret";

/** The browser half of the build this bundle belongs to: <build>/client beside <build>/server/main.js. */
const clientDir = fileURLToPath(new URL("../client", import.meta.url));

async function start() {
  const config = readConfig(process.env);
  const version = packageVersion(import.meta.url);
  const database = await openReadyDatabase(config, new Date());
  const ssr = ssrHandler(build, "production");
  const assets = staticAssets(clientDir);
  const mailLog = sentMailLogPath(config);
  // The create-staff command adds accounts through this server while it holds the embedded database (ADR 058).
  const secret = await serverLocalAdminSecret(config);
  const container = createServerContainer({
    config,
    version,
    db: database.db,
    ssr,
    assets,
    ...(mailLog === undefined ? {} : { sentMailLogPath: mailLog }),
    ...(secret === undefined ? {} : { localAdminSecret: secret }),
  });
  const app = container.get(TOKENS.App);
  // A node:http server, as @hono/node-server's `serve` makes it (the listener takes HOST for requests without a
  // Host header, such as a load balancer's health check); under overload it refuses page requests itself, before the
  // application sees them (ADR 070).
  const listener = getRequestListener(app.fetch, { hostname: config.host });
  const shed = container.get(TOKENS.EarlyShed);
  const server = createServer((message, response) => {
    if (!shed(message, response)) void listener(message, response);
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address !== null ? address.port : config.port;
    console.log(`Shuyuan ${version} listening on http://localhost:${port} (${config.mode}, ${database.engine})`);
  });
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
    await container.get(TOKENS.CacheBus).close();
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
