import { describe, expect, it } from "vitest";
import { NO_WIDGETS } from "./app";
import { readConfig } from "./config";

describe("readConfig", () => {
  it("uses the documented defaults", () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      host: "0.0.0.0",
      dataDir: "./data",
      databaseUrl: undefined,
      mode: "production",
      smtpUrl: undefined,
      mailFrom: "Шуюань <no-reply@shuyuan.ru>",
      uploadsDir: "data/uploads",
      privateFilesDir: "data/private",
      trustProxy: 0,
      formRateLimit: 5,
      visitRateLimit: 30,
      siteOrigin: undefined,
      widgets: NO_WIDGETS,
      callTrackingLeads: null,
      pageCacheTtlMs: 10_000,
      readCacheTtlMs: 60_000,
      oauth: {},
      jobs: { intervalMs: 30_000, replanMs: 3_600_000 },
      paymentSandbox: { secret: expect.stringMatching(/^[\w-]{43}$/), callbackOrigin: "http://127.0.0.1:3000" },
      cspReportOnly: false,
      passwordHashing: { concurrency: expect.any(Number), queue: expect.any(Number), nice: 19 },
      passwordRateLimits: { perIp: 20, global: 600 },
      shutdownGraceMs: 10_000,
      httpTimeouts: { headersMs: 20_000, requestMs: 120_000, keepAliveMs: 5000 },
      renderGate: expect.objectContaining({ maxWaitMs: 1000 }),
    });
  });

  it("keeps application documents in PRIVATE_FILES_DIR, never in or under the public uploads", () => {
    expect(readConfig({ DATA_DIR: "/srv/data" }).privateFilesDir).toBe("/srv/data/private");
    expect(readConfig({ PRIVATE_FILES_DIR: "/srv/documents" }).privateFilesDir).toBe("/srv/documents");
    expect(readConfig({ DATA_DIR: "/srv/data", PRIVATE_FILES_DIR: "/srv/data/uploads-private" }).privateFilesDir).toBe(
      "/srv/data/uploads-private",
    );
    for (const dir of ["./data/uploads", "data/uploads/private", "./data/uploads/../uploads/x"]) {
      expect(() => readConfig({ PRIVATE_FILES_DIR: dir })).toThrow(/PRIVATE_FILES_DIR: must not be the uploads folder/);
    }
  });

  it("reads the sandbox's secret and callback origin, and draws a new secret per process when it is unset", () => {
    const set = readConfig({ PAYMENT_SANDBOX_SECRET: "s".repeat(16), PAYMENT_CALLBACK_ORIGIN: "http://10.0.0.5:8080" });
    expect(set.paymentSandbox).toEqual({ secret: "s".repeat(16), callbackOrigin: "http://10.0.0.5:8080" });
    expect(readConfig({}).paymentSandbox.secret).not.toBe(readConfig({}).paymentSandbox.secret);
    expect(readConfig({ HOST: "127.0.0.2", PORT: "3530" }).paymentSandbox.callbackOrigin).toBe("http://127.0.0.2:3530");
    expect(() => readConfig({ PAYMENT_SANDBOX_SECRET: "short" })).toThrow(/PAYMENT_SANDBOX_SECRET must be at least 16/);
  });

  it("reads the job runner's interval (0 turns it off) and the reminders' re-plan interval", () => {
    expect(readConfig({ JOBS_INTERVAL_MS: "0", REMINDERS_REPLAN_MS: "60000" }).jobs).toEqual({
      intervalMs: 0,
      replanMs: 60_000,
    });
    expect(() => readConfig({ JOBS_INTERVAL_MS: "-5" })).toThrow(/JOBS_INTERVAL_MS/);
    expect(() => readConfig({ REMINDERS_REPLAN_MS: "10" })).toThrow(/REMINDERS_REPLAN_MS/);
  });

  it("reads READ_CACHE_TTL_MS (0 turns the read cache off)", () => {
    expect(readConfig({ READ_CACHE_TTL_MS: "5000" }).readCacheTtlMs).toBe(5000);
    expect(readConfig({ READ_CACHE_TTL_MS: "0" }).readCacheTtlMs).toBe(0);
    expect(() => readConfig({ READ_CACHE_TTL_MS: "-5" })).toThrow(/READ_CACHE_TTL_MS must be 0/);
    expect(() => readConfig({ READ_CACHE_TTL_MS: "a while" })).toThrow(/READ_CACHE_TTL_MS must be a number/);
  });

  it("reads PAGE_CACHE_TTL_MS (0 turns the page cache off), which development leaves off unless set", () => {
    expect(readConfig({ PAGE_CACHE_TTL_MS: "2500" }).pageCacheTtlMs).toBe(2500);
    expect(readConfig({ PAGE_CACHE_TTL_MS: "0" }).pageCacheTtlMs).toBe(0);
    expect(readConfig({ NODE_ENV: "development" }).pageCacheTtlMs).toBe(0);
    expect(readConfig({ NODE_ENV: "development", PAGE_CACHE_TTL_MS: "1000" }).pageCacheTtlMs).toBe(1000);
    expect(() => readConfig({ PAGE_CACHE_TTL_MS: "-1" })).toThrow(/PAGE_CACHE_TTL_MS must be 0/);
    expect(() => readConfig({ PAGE_CACHE_TTL_MS: "soon" })).toThrow(/PAGE_CACHE_TTL_MS must be a number/);
    expect(() => readConfig({ PAGE_CACHE_TTL_MS: "1.5" })).toThrow(/whole number/);
  });

  it("reads the lead form rate limit per minute and refuses nonsense", () => {
    expect(readConfig({ FORM_RATE_LIMIT: "60" }).formRateLimit).toBe(60);
    expect(() => readConfig({ FORM_RATE_LIMIT: "0" })).toThrow(/FORM_RATE_LIMIT must be/);
    expect(() => readConfig({ FORM_RATE_LIMIT: "many" })).toThrow(/FORM_RATE_LIMIT must be/);
    expect(readConfig({ VISIT_RATE_LIMIT: "1000" }).visitRateLimit).toBe(1000);
    expect(() => readConfig({ VISIT_RATE_LIMIT: "0" })).toThrow(/VISIT_RATE_LIMIT must be/);
  });

  it("reads the site origin and widget settings, refusing values that are not what they claim", () => {
    const config = readConfig({ SITE_ORIGIN: "https://shuyuan.ru", GTM_ID: "GTM-AB12CD" });
    expect(config.siteOrigin).toBe("https://shuyuan.ru");
    expect(config.widgets.tagManagerId).toBe("GTM-AB12CD");
    expect(() => readConfig({ SITE_ORIGIN: "https://shuyuan.ru/path" })).toThrow(/SITE_ORIGIN must be an origin/);
    expect(() => readConfig({ GTM_ID: "UA-1" })).toThrow(/GTM_ID must look like/);
    expect(() => readConfig({ LIVE_CHAT_SCRIPT_URL: "http://chat.example/x.js" })).toThrow(/must be an https URL/);
  });

  it("keeps uploads under DATA_DIR and reads TRUST_PROXY as a number of proxies", () => {
    expect(readConfig({ DATA_DIR: "/var/lib/shuyuan" }).uploadsDir).toBe("/var/lib/shuyuan/uploads");
    expect(readConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(0);
    expect(readConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(() => readConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY must be/);
  });

  it("reads PORT, DATA_DIR and DATABASE_URL", () => {
    const config = readConfig({ PORT: "8080", DATA_DIR: "/tmp/x", DATABASE_URL: "postgres://u@localhost/db" });
    expect(config).toMatchObject({ port: 8080, dataDir: "/tmp/x", databaseUrl: "postgres://u@localhost/db" });
  });

  it("reads SMTP_URL and MAIL_FROM, refusing a URL of another scheme", () => {
    const config = readConfig({ SMTP_URL: "smtps://user:secret@mail.example.com:465", MAIL_FROM: "Шуюань <a@b.ru>" });
    expect(config).toMatchObject({ smtpUrl: "smtps://user:secret@mail.example.com:465", mailFrom: "Шуюань <a@b.ru>" });
    expect(() => readConfig({ SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL must start with smtp/);
  });

  it("treats empty values as unset", () => {
    expect(readConfig({ PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });

  it("rejects a bad port and a non-PostgreSQL URL with a readable message", () => {
    expect(() => readConfig({ PORT: "http" })).toThrow(/PORT/);
    expect(() => readConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must start with postgres/);
  });

  it("takes the call-tracking lead endpoint over https, or http on loopback only", () => {
    expect(
      readConfig({ CALLTRACKING_LEAD_URL: "https://ct.example/leads", CALLTRACKING_LEAD_TOKEN: "t" }).callTrackingLeads,
    ).toEqual({
      url: "https://ct.example/leads",
      token: "t",
    });
    expect(readConfig({ CALLTRACKING_LEAD_URL: "http://127.0.0.1:9/leads" }).callTrackingLeads).toEqual({
      url: "http://127.0.0.1:9/leads",
      token: null,
    });
    expect(() => readConfig({ CALLTRACKING_LEAD_URL: "http://ct.example/leads" })).toThrow(/CALLTRACKING_LEAD_URL/);
  });

  it("enforces the Content-Security-Policy unless CSP_REPORT_ONLY=true or in development, refusing other values", () => {
    expect(readConfig({}).cspReportOnly).toBe(false);
    expect(readConfig({ NODE_ENV: "development" }).cspReportOnly).toBe(true);
    expect(readConfig({ NODE_ENV: "development", CSP_REPORT_ONLY: "false" }).cspReportOnly).toBe(false);
    expect(readConfig({ CSP_REPORT_ONLY: "true" }).cspReportOnly).toBe(true);
    expect(readConfig({ CSP_REPORT_ONLY: "false" }).cspReportOnly).toBe(false);
    expect(() => readConfig({ CSP_REPORT_ONLY: "yes" })).toThrow(/CSP_REPORT_ONLY must be true or false/);
  });

  it("bounds password hashing by the cores unless told, and limits password calls per IP and overall", () => {
    const defaults = readConfig({});
    expect(defaults.passwordHashing.concurrency).toBeGreaterThanOrEqual(1);
    expect(defaults.passwordHashing.queue).toBe(4 * defaults.passwordHashing.concurrency);
    expect(defaults.passwordRateLimits).toEqual({ perIp: 20, global: 600 });
    const set = readConfig({
      HASH_CONCURRENCY: "3",
      HASH_QUEUE: "0",
      HASH_NICE: "5",
      AUTH_RATE_LIMIT: "7",
      AUTH_GLOBAL_RATE_LIMIT: "90",
    });
    expect(set.passwordHashing).toEqual({ concurrency: 3, queue: 0, nice: 5 });
    expect(set.passwordRateLimits).toEqual({ perIp: 7, global: 90 });
    expect(() => readConfig({ HASH_CONCURRENCY: "0" })).toThrow(/HASH_CONCURRENCY must be a whole number/);
    expect(() => readConfig({ HASH_QUEUE: "-1" })).toThrow(/HASH_QUEUE/);
    expect(() => readConfig({ HASH_NICE: "20" })).toThrow(/HASH_NICE must be a whole number from 0/);
    expect(() => readConfig({ AUTH_RATE_LIMIT: "many" })).toThrow(/AUTH_RATE_LIMIT/);
  });

  it("drains for SHUTDOWN_GRACE_MS (10 s) and keeps Node's connection timeouts on, headers within the request's", () => {
    expect(readConfig({}).shutdownGraceMs).toBe(10_000);
    expect(readConfig({ SHUTDOWN_GRACE_MS: "3000" }).shutdownGraceMs).toBe(3000);
    expect(() => readConfig({ SHUTDOWN_GRACE_MS: "0" })).toThrow(/SHUTDOWN_GRACE_MS must be at least 1000/);
    expect(() => readConfig({ SHUTDOWN_GRACE_MS: "soon" })).toThrow(/SHUTDOWN_GRACE_MS must be a number/);
    expect(readConfig({}).httpTimeouts).toEqual({ headersMs: 20_000, requestMs: 120_000, keepAliveMs: 5000 });
    expect(readConfig({ HTTP_KEEP_ALIVE_TIMEOUT_MS: "2500" }).httpTimeouts.keepAliveMs).toBe(2500);
    expect(() => readConfig({ HTTP_HEADERS_TIMEOUT_MS: "60000", HTTP_REQUEST_TIMEOUT_MS: "30000" })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS: must not be more than HTTP_REQUEST_TIMEOUT_MS/,
    );
  });

  it("renders one page at a time with one waiting unless RENDER_CONCURRENCY and RENDER_QUEUE say otherwise", () => {
    expect(readConfig({}).renderGate).toEqual({ concurrency: 1, queue: 1, maxWaitMs: 1000 });
    const set = readConfig({ RENDER_CONCURRENCY: "3", RENDER_QUEUE: "0", RENDER_QUEUE_WAIT_MS: "250" }).renderGate;
    expect(set).toEqual({ concurrency: 3, queue: 0, maxWaitMs: 250 });
    expect(() => readConfig({ RENDER_CONCURRENCY: "0" })).toThrow(/RENDER_CONCURRENCY must be at least 1/);
    expect(() => readConfig({ RENDER_QUEUE: "1.5" })).toThrow(/RENDER_QUEUE must be a whole number/);
  });
});
