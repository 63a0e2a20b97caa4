import { createServer } from "node:http";
import { startLoopbackSmtp } from "./loopback-smtp";

/**
 * The e2e run's SMTP peer as a process of its own (playwright.config.ts starts it beside the site): the site
 * delivers to SMTP_PEER_PORT, and the specs read what arrived over HTTP on SMTP_PEER_HTTP_PORT (GET /received), so
 * every spec on every worker sees the one mailbox and none has to own the port.
 */
const smtp = await startLoopbackSmtp(Number(process.env.SMTP_PEER_PORT));
const http = createServer((request, response) => {
  if (request.method === "GET" && request.url === "/received") {
    response.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
    response.end(JSON.stringify(smtp.received));
    return;
  }
  response.writeHead(404).end();
});
// Specs poll /received through Playwright's request client, which never drops an idle socket itself: the peer keeps
// idle sockets longer than a test lasts, so a poll never meets a socket being closed (ECONNRESET).
http.keepAliveTimeout = 600_000;
http.listen(Number(process.env.SMTP_PEER_HTTP_PORT), "127.0.0.1");

const stop = () => {
  http.close();
  void smtp.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
