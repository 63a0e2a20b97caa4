import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { peerEnv } from "./tests/support/oauth-peer-env";
import { E2E_DEMO_PASSWORD } from "./tests/support/staff-login";

// Debian's Chromium in its headless shell build (the "old headless" that Playwright itself uses for headless tests):
// it opens a page in 0.2 s and loads home in 0.8-1.0 s here, against 0.7 s and 1.3-3.0 s for the full browser in
// headless mode (ADR 075). The full browser is the fallback; CHROMIUM_PATH picks another.
const chromiumCandidates = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];
const chromium = process.env.CHROMIUM_PATH ?? chromiumCandidates.find((path) => existsSync(path));
if (chromium === undefined || !existsSync(chromium)) {
  throw new Error(
    `E2E tests need Debian's Chromium (${chromium ?? chromiumCandidates.join(" or ")}) and it is not there. Install ` +
      "it (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH. The e2e suite never skips: no browser " +
      "is a failure.",
  );
}

const port = Number(process.env.E2E_PORT ?? 3210);
// A fresh embedded database for every run; workers inherit the variable, so they agree on it.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "shuyuan-e2e-"));
// A second server with every third-party widget configured (fake https hosts, intercepted by the tests): tests tagged
// @widgets run against it. It has its own database directory (the embedded database takes one process only).
/** Ten minutes, longer than any test: see HTTP_KEEP_ALIVE_TIMEOUT_MS below. */
const E2E_KEEP_ALIVE_MS = "600000";
const widgetsPort = Number(process.env.E2E_WIDGETS_PORT ?? port + 1);
process.env.E2E_WIDGETS_DATA_DIR ??= mkdtempSync(join(tmpdir(), "shuyuan-e2e-widgets-"));
const widgetEnv = {
  GTM_ID: "GTM-E2ETEST",
  CALLTRACKING_SCRIPT_URL: "https://widgets.example.test/call-tracking.js",
  CRM_BUTTON_SCRIPT_URL: "https://widgets.example.test/crm-button.js",
  LIVE_CHAT_SCRIPT_URL: "https://widgets.example.test/live-chat.js",
  ERROR_REPORTING_DSN: "https://e2epublickey@widgets.example.test/1",
  MAPS_SCRIPT_URL: "https://widgets.example.test/maps.js",
};
// The main server delivers mail to a real SMTP peer on loopback on this port (tests/support/smtp-peer-server.ts,
// started below); while no peer listens, mail stays in the outbox and delivery is retried.
process.env.E2E_SMTP_PORT ??= String(port + 2);
// What the peer received is read over HTTP (tests/support/mailbox.ts), so any spec on any worker can look.
process.env.E2E_SMTP_HTTP_PORT ??= String(port + 4);
// A real OAuth 2 / OpenID peer (oidc-provider) on loopback, registered for every social network of the main server
// (ADR 049): the social accounts spec signs in at its login page as a person would at VK, OK or Mail.ru.
process.env.E2E_OAUTH_PEER_PORT ??= String(port + 3);
const oauthPeer = `http://127.0.0.1:${process.env.E2E_OAUTH_PEER_PORT}`;

const TRACE_MODES = ["off", "on", "retain-on-failure", "retain-on-first-failure"] as const;
/** E2E_TRACE as Playwright's trace mode: off when unset; anything else is refused, not ignored. */
function traceMode(value: string | undefined): (typeof TRACE_MODES)[number] {
  const mode = TRACE_MODES.find((known) => known === (value || "off"));
  if (mode === undefined) throw new Error(`E2E_TRACE must be one of ${TRACE_MODES.join(", ")}`);
  return mode;
}

const chromiumUse = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: chromium,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // A test's whole budget. Two browsers, the server and the runner share two cores, and an axe scan of a settings
  // page takes 1-5 s there: the settings specs that scan at two widths with messages shown took 27-34 s, over
  // Playwright's default of 30 s, with the build of before or after the chunk plan alike (2026-11-29).
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "ru-RU",
    timezoneId: "Europe/Moscow",
    // Off unless asked for (E2E_TRACE=retain-on-failure, or `--trace on`): recording a trace of every test, kept
    // only on failure, cost a fifth to a quarter of the run on two cores (ADR 075 addendum). A failure still
    // leaves its page's ARIA snapshot (error-context.md) and a screenshot.
    trace: traceMode(process.env.E2E_TRACE),
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "chromium", grepInvert: /@widgets/, use: chromiumUse },
    { name: "widgets", grep: /@widgets/, use: { ...chromiumUse, baseURL: `http://127.0.0.1:${widgetsPort}` } },
  ],
  webServer: [
    {
      command: "node scripts/start.mjs",
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      // Every browser shares 127.0.0.1, so the per-IP form limit (5 a minute) would make form tests depend on their
      // order, and every new browser context reports a visit (30 a minute): a 429 would show as a console error. The
      // limits themselves are covered by the forms and tracking integration tests.
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_DATA_DIR,
        FORM_RATE_LIMIT: "100",
        VISIT_RATE_LIMIT: "10000",
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        // The demo staff member acts in the applications specs (tests/support/staff.ts).
        DEMO_PASSWORD: E2E_DEMO_PASSWORD,
        ...peerEnv(oauthPeer),
        // Every browser logs in from 127.0.0.1: the password calls' per-IP limit (20 a minute) is covered by the
        // auth integration tests and the fault script.
        AUTH_RATE_LIMIT: "1000",
        AUTH_GLOBAL_RATE_LIMIT: "100000",
        // Parallel workers log in and register at once against one server on a shared machine: hashes may wait
        // rather than be refused (the gate's 503 is covered by the auth integration tests and the fault script).
        HASH_CONCURRENCY: "2",
        HASH_QUEUE: "64",
        // Two browsers and the runner keep both cores busy: hashes at the server's own priority, not only on spare
        // CPU (HASH_NICE 19, measured by the fault script's flood), so a log-in is not held back for seconds.
        HASH_NICE: "0",
        // Likewise pages: two browsers and their data requests render at once on a loaded machine; a page waits for
        // a slot rather than being refused (overload shedding is measured by `npm run test:faults -- overload`).
        RENDER_QUEUE: "64",
        RENDER_QUEUE_WAIT_MS: "30000",
        // Playwright's request client keeps sockets alive with no idle timeout of its own, and Node 20's agent then
        // ignores the server's `Keep-Alive: timeout=5` hint: a request sent as the server closes an idle socket fails
        // with ECONNRESET. The server keeps idle sockets for the longest a test lasts (the timeout itself is a unit test).
        HTTP_KEEP_ALIVE_TIMEOUT_MS: E2E_KEEP_ALIVE_MS,
      },
    },
    {
      command: "node_modules/.bin/tsx tests/support/smtp-peer-server.ts",
      url: `http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT}/received`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { SMTP_PEER_PORT: process.env.E2E_SMTP_PORT, SMTP_PEER_HTTP_PORT: process.env.E2E_SMTP_HTTP_PORT },
    },
    {
      command: "node_modules/.bin/tsx tests/support/oauth-peer-server.ts",
      url: `${oauthPeer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { OAUTH_PEER_PORT: process.env.E2E_OAUTH_PEER_PORT, OAUTH_PEER_SITE_ORIGINS: `http://127.0.0.1:${port}` },
    },
    {
      command: "node scripts/start.mjs",
      url: `http://127.0.0.1:${widgetsPort}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(widgetsPort),
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_WIDGETS_DATA_DIR,
        VISIT_RATE_LIMIT: "10000",
        RENDER_QUEUE: "64",
        RENDER_QUEUE_WAIT_MS: "30000",
        // The chat leads spec reads the stored lead in the staff console of this server.
        DEMO_PASSWORD: E2E_DEMO_PASSWORD,
        HASH_NICE: "0",
        HTTP_KEEP_ALIVE_TIMEOUT_MS: E2E_KEEP_ALIVE_MS,
        ...widgetEnv,
      },
    },
  ],
});
