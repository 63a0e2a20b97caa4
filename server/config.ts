import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { join, relative, resolve } from "node:path";
import { z } from "zod";
import type { OAuthSettings } from "../adapters/social/oauth-provider-settings";
import { readOAuthSettings } from "./oauth-config";

/** A whole number of milliseconds between `min` and `max`, with the setting's name in every message. */
const wholeMs = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number of milliseconds` })
    .int({ error: `${name} must be a whole number of milliseconds` })
    .min(min, { error: `${name} must be at least ${min}` })
    .max(max, { error: `${name} must be at most ${max}` });

/** A whole count between `min` and `max`, with the setting's name in every message. */
const wholeCount = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be at least ${min}` })
    .max(max, { error: `${name} must be at most ${max}` });

const FORM_LIMIT = "FORM_RATE_LIMIT must be a whole number of requests per minute (1 to 1000)";
const VISIT_LIMIT = "VISIT_RATE_LIMIT must be a whole number of requests per minute (1 to 10000)";
const HASH_CONCURRENCY = "HASH_CONCURRENCY must be a whole number of password hashes at once (1 to 64)";
const HASH_NICE = "HASH_NICE must be a whole number from 0 (the server's priority) to 19 (only spare CPU)";
const HASH_QUEUE = "HASH_QUEUE must be a whole number of password hashes waiting for a slot (0 to 1000)";
const AUTH_LIMIT = "AUTH_RATE_LIMIT must be a whole number of password calls per minute (1 to 10000)";
const AUTH_GLOBAL_LIMIT = "AUTH_GLOBAL_RATE_LIMIT must be a whole number of password calls per minute (1 to 1000000)";

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Where application documents are kept (never under the public uploads); DATA_DIR/private when unset. */
  PRIVATE_FILES_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Шуюань <no-reply@shuyuan.ru>"),
  TRUST_PROXY: z
    .enum(["false", "true", "0", "1", "2", "3", "4", "5"], {
      error: "TRUST_PROXY must be false, true or the number of reverse proxies (0 to 5)",
    })
    .default("0")
    .transform((value) => (value === "true" ? 1 : value === "false" ? 0 : Number(value))),
  FORM_RATE_LIMIT: z.coerce
    .number({ error: FORM_LIMIT })
    .int(FORM_LIMIT)
    .min(1, FORM_LIMIT)
    .max(1000, FORM_LIMIT)
    .default(5),
  VISIT_RATE_LIMIT: z.coerce
    .number({ error: VISIT_LIMIT })
    .int(VISIT_LIMIT)
    .min(1, VISIT_LIMIT)
    .max(10_000, VISIT_LIMIT)
    .default(30),
  SITE_ORIGIN: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, "SITE_ORIGIN must be an origin such as https://shuyuan.ru (no path)")
    .optional(),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, "GTM_ID must look like GTM-XXXXXXX")
    .optional(),
  CALLTRACKING_SCRIPT_URL: z
    .url({ protocol: /^https$/, error: "CALLTRACKING_SCRIPT_URL must be an https URL" })
    .optional(),
  CRM_BUTTON_SCRIPT_URL: z.url({ protocol: /^https$/, error: "CRM_BUTTON_SCRIPT_URL must be an https URL" }).optional(),
  LIVE_CHAT_SCRIPT_URL: z.url({ protocol: /^https$/, error: "LIVE_CHAT_SCRIPT_URL must be an https URL" }).optional(),
  ERROR_REPORTING_DSN: z.url({ protocol: /^https$/, error: "ERROR_REPORTING_DSN must be an https URL" }).optional(),
  MAPS_SCRIPT_URL: z.url({ protocol: /^https$/, error: "MAPS_SCRIPT_URL must be an https URL" }).optional(),
  CALLTRACKING_LEAD_URL: z
    .url({ protocol: /^https?$/, error: "CALLTRACKING_LEAD_URL must be an http(s) URL" })
    .refine(
      (url) => url.startsWith("https:") || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(url),
      "CALLTRACKING_LEAD_URL must be an https URL (http only on loopback)",
    )
    .optional(),
  CALLTRACKING_LEAD_TOKEN: z.string().min(1).optional(),
  PAGE_CACHE_TTL_MS: z.coerce
    .number({ error: "PAGE_CACHE_TTL_MS must be a number of milliseconds (0 turns the page cache off)" })
    .int({ error: "PAGE_CACHE_TTL_MS must be a whole number of milliseconds" })
    .min(0, { error: "PAGE_CACHE_TTL_MS must be 0 (off) or more" })
    .max(3_600_000, { error: "PAGE_CACHE_TTL_MS must be at most 3600000 (one hour)" })
    .optional(),
  DEMO_PASSWORD: z
    .string()
    .min(12, "DEMO_PASSWORD must be at least 12 characters (the demo accounts of an embedded database get it)")
    .optional(),
  READ_CACHE_TTL_MS: z.coerce
    .number({ error: "READ_CACHE_TTL_MS must be a number of milliseconds (0 turns the read cache off)" })
    .int({ error: "READ_CACHE_TTL_MS must be a whole number of milliseconds" })
    .min(0, { error: "READ_CACHE_TTL_MS must be 0 (off) or more" })
    .max(3_600_000, { error: "READ_CACHE_TTL_MS must be at most 3600000 (one hour)" })
    .optional(),
  PAYMENT_SANDBOX_SECRET: z
    .string()
    .min(16, "PAYMENT_SANDBOX_SECRET must be at least 16 characters (it signs the sandbox's payment callbacks)")
    .optional(),
  PAYMENT_CALLBACK_ORIGIN: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, "PAYMENT_CALLBACK_ORIGIN must be an origin such as http://127.0.0.1:3000 (no path)")
    .optional(),
  JOBS_INTERVAL_MS: z.coerce
    .number({ error: "JOBS_INTERVAL_MS must be a number of milliseconds (0 turns the job runner off)" })
    .int({ error: "JOBS_INTERVAL_MS must be a whole number of milliseconds" })
    .min(0, { error: "JOBS_INTERVAL_MS must be 0 (off) or more" })
    .max(3_600_000, { error: "JOBS_INTERVAL_MS must be at most 3600000 (one hour)" })
    .default(30_000),
  REMINDERS_REPLAN_MS: z.coerce
    .number({ error: "REMINDERS_REPLAN_MS must be a number of milliseconds" })
    .int({ error: "REMINDERS_REPLAN_MS must be a whole number of milliseconds" })
    .min(1000, { error: "REMINDERS_REPLAN_MS must be at least 1000" })
    .max(86_400_000, { error: "REMINDERS_REPLAN_MS must be at most 86400000 (a day)" })
    .default(3_600_000),
  CSP_REPORT_ONLY: z
    .enum(["true", "false"], { error: "CSP_REPORT_ONLY must be true or false" })
    .transform((value) => value === "true")
    .optional(),
  HASH_CONCURRENCY: z.coerce
    .number({ error: HASH_CONCURRENCY })
    .int(HASH_CONCURRENCY)
    .min(1, HASH_CONCURRENCY)
    .max(64, HASH_CONCURRENCY)
    .optional(),
  HASH_NICE: z.coerce.number({ error: HASH_NICE }).int(HASH_NICE).min(0, HASH_NICE).max(19, HASH_NICE).default(19),
  HASH_QUEUE: z.coerce
    .number({ error: HASH_QUEUE })
    .int(HASH_QUEUE)
    .min(0, HASH_QUEUE)
    .max(1000, HASH_QUEUE)
    .optional(),
  AUTH_RATE_LIMIT: z.coerce
    .number({ error: AUTH_LIMIT })
    .int(AUTH_LIMIT)
    .min(1, AUTH_LIMIT)
    .max(10_000, AUTH_LIMIT)
    .default(20),
  AUTH_GLOBAL_RATE_LIMIT: z.coerce
    .number({ error: AUTH_GLOBAL_LIMIT })
    .int(AUTH_GLOBAL_LIMIT)
    .min(1, AUTH_GLOBAL_LIMIT)
    .max(1_000_000, AUTH_GLOBAL_LIMIT)
    .default(600),
  SHUTDOWN_GRACE_MS: wholeMs("SHUTDOWN_GRACE_MS", 1000, 300_000).default(10_000),
  HTTP_HEADERS_TIMEOUT_MS: wholeMs("HTTP_HEADERS_TIMEOUT_MS", 1000, 600_000).default(20_000),
  HTTP_REQUEST_TIMEOUT_MS: wholeMs("HTTP_REQUEST_TIMEOUT_MS", 1000, 3_600_000).default(120_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: wholeMs("HTTP_KEEP_ALIVE_TIMEOUT_MS", 100, 600_000).default(5000),
  RENDER_CONCURRENCY: wholeCount("RENDER_CONCURRENCY", 1, 256).optional(),
  RENDER_QUEUE: wholeCount("RENDER_QUEUE", 0, 10_000).optional(),
  RENDER_QUEUE_WAIT_MS: wholeMs("RENDER_QUEUE_WAIT_MS", 1, 60_000).default(1000),
});

/** How long an anonymous page stays in the page cache unless PAGE_CACHE_TTL_MS says otherwise (off in development). */
const PAGE_CACHE_TTL_MS = 10_000;
/** How long a catalogue read stays in the read cache unless READ_CACHE_TTL_MS says otherwise (ADR 042). */
const READ_CACHE_TTL_MS = 60_000;

/** Third-party widgets (spec 1, 9): each is loaded only when its setting is present, and never for bots. */
export type WidgetSettings = Readonly<{
  tagManagerId: string | undefined;
  callTrackingScriptUrl: string | undefined;
  crmButtonScriptUrl: string | undefined;
  liveChatScriptUrl: string | undefined;
  errorReportingDsn: string | undefined;
  mapsScriptUrl: string | undefined;
}>;

export type Config = Readonly<{
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  mode: "development" | "production" | "test";
  /** Mail goes out through this SMTP server when set; otherwise it is only written to the mail_outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Uploaded files: DATA_DIR/uploads (served under /uploads/), whichever database is used. */
  uploadsDir: string;
  /**
   * Application documents (docs/adr/052-application-documents.md): PRIVATE_FILES_DIR or DATA_DIR/private, never
   * served as files; read only through the checked download of the documents API.
   */
  privateFilesDir: string;
  /** Reverse proxies in front of the server; above 0, the client IP is read from X-Forwarded-For. */
  trustProxy: number;
  /** Lead form posts allowed per minute, per client IP and form. */
  formRateLimit: number;
  /** Visit reports (POST /visit) allowed per minute, per client IP. */
  visitRateLimit: number;
  /** The public origin used for canonical links, Open Graph URLs and the sitemap; the request's origin when unset. */
  siteOrigin: string | undefined;
  widgets: WidgetSettings;
  /**
   * The call-tracking service's lead endpoint (spec 7, docs/adr/068-call-tracking-leads.md): chat leads are always
   * stored as leads and also sent there when it is set.
   */
  callTrackingLeads: Readonly<{ url: string; token: string | null }> | null;
  /** Lifetime of a page in the anonymous page cache (docs/adr/029-page-cache.md); 0: no page cache. */
  pageCacheTtlMs: number;
  /** Lifetime of a catalogue read in the read cache (docs/adr/042-read-cache.md); 0: every read goes to the database. */
  readCacheTtlMs: number;
  /** The social networks to sign in with (OAUTH_<PROVIDER>_*, ADR 049); none unless configured. */
  oauth: OAuthSettings;
  /** The background job runner (ADR 055): how often it runs due jobs (0: off) and re-plans deadline reminders. */
  jobs: Readonly<{ intervalMs: number; replanMs: number }>;
  /**
   * The sandbox payment provider (ADR 054): the secret its callbacks are signed with (random per process unless
   * PAYMENT_SANDBOX_SECRET is set) and the origin its server-to-server callbacks reach this server at
   * (PAYMENT_CALLBACK_ORIGIN, else this server on loopback).
   */
  paymentSandbox: Readonly<{ secret: string; callbackOrigin: string }>;
  /**
   * The password of the demo accounts seeded into a new embedded database (ADR 046), for end-to-end runs that act as
   * the demo staff member; unset, each gets a random one printed once. PostgreSQL never gets demo accounts.
   */
  demoPassword: string | undefined;
  /**
   * The Content-Security-Policy (docs/adr/071-content-security-policy.md) only reports violations, blocking nothing
   * (CSP_REPORT_ONLY=true: for trying a new widget); enforced unless told, except under `npm run dev`.
   */
  cspReportOnly: boolean;
  /**
   * The password hashing gate (ADR 069): hashes at once (HASH_CONCURRENCY, by default one fewer than the cores, at
   * least 1, so pages keep a core) and hashes waiting for a slot (HASH_QUEUE, by default 4 per slot); beyond that
   * a call is refused at once with 503. The hashes run on their own threads at OS niceness HASH_NICE (19: only the
   * CPU pages leave, ADR 069 addendum).
   */
  passwordHashing: Readonly<{ concurrency: number; queue: number; nice: number }>;
  /**
   * Calls that run the password hash (log-in, registration, forgot and reset password, security edits) allowed per
   * minute: per client IP (AUTH_RATE_LIMIT, 20) and from everyone together (AUTH_GLOBAL_RATE_LIMIT, 600).
   */
  passwordRateLimits: Readonly<{ perIp: number; global: number }>;
  /**
   * Shutdown (docs/adr/070-shutdown-drain-overload-and-page-cache-key.md): on SIGTERM or SIGINT the server drains its
   * connections and exits within this many milliseconds (SHUTDOWN_GRACE_MS, 10 s).
   */
  shutdownGraceMs: number;
  /** Node's connection limits, always on: complete headers, complete request, idle keep-alive (ADR 070). */
  httpTimeouts: Readonly<{ headersMs: number; requestMs: number; keepAliveMs: number }>;
  /**
   * The bound on page renders (ADR 070): at most `concurrency` at once (RENDER_CONCURRENCY, 1: a process renders on
   * one thread), `queue` more waiting (RENDER_QUEUE, 1), each for at most `maxWaitMs` (RENDER_QUEUE_WAIT_MS, 1 s);
   * beyond that a page request is answered 503 at once.
   */
  renderGate: Readonly<{ concurrency: number; queue: number; maxWaitMs: number }>;
}>;

/** This server as seen from itself: loopback when it listens on every interface. */
const loopbackHost = (host: string) => (host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host);

/** Reads the process environment once, at start-up; a bad value stops the process with a clear message. */
export function readConfig(env: Record<string, string | undefined>): Config {
  const parsed = Env.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== "")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    throw new Error("Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_MS: must not be more than HTTP_REQUEST_TIMEOUT_MS");
  }
  const uploadsDir = join(e.DATA_DIR, "uploads");
  const privateFilesDir = e.PRIVATE_FILES_DIR ?? join(e.DATA_DIR, "private");
  const inside = relative(resolve(uploadsDir), resolve(privateFilesDir));
  if (inside === "" || (!inside.startsWith("..") && !inside.startsWith("/"))) {
    throw new Error(
      "Invalid configuration:\n  PRIVATE_FILES_DIR: must not be the uploads folder or inside it (served at /uploads/)",
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    mode: e.NODE_ENV,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    uploadsDir,
    privateFilesDir,
    trustProxy: e.TRUST_PROXY,
    formRateLimit: e.FORM_RATE_LIMIT,
    visitRateLimit: e.VISIT_RATE_LIMIT,
    siteOrigin: e.SITE_ORIGIN,
    widgets: {
      tagManagerId: e.GTM_ID,
      callTrackingScriptUrl: e.CALLTRACKING_SCRIPT_URL,
      crmButtonScriptUrl: e.CRM_BUTTON_SCRIPT_URL,
      liveChatScriptUrl: e.LIVE_CHAT_SCRIPT_URL,
      errorReportingDsn: e.ERROR_REPORTING_DSN,
      mapsScriptUrl: e.MAPS_SCRIPT_URL,
    },
    callTrackingLeads:
      e.CALLTRACKING_LEAD_URL === undefined
        ? null
        : { url: e.CALLTRACKING_LEAD_URL, token: e.CALLTRACKING_LEAD_TOKEN ?? null },
    pageCacheTtlMs: e.PAGE_CACHE_TTL_MS ?? (e.NODE_ENV === "development" ? 0 : PAGE_CACHE_TTL_MS),
    readCacheTtlMs: e.READ_CACHE_TTL_MS ?? READ_CACHE_TTL_MS,
    oauth: readOAuthSettings(env),
    paymentSandbox: {
      secret: e.PAYMENT_SANDBOX_SECRET ?? randomBytes(32).toString("base64url"),
      callbackOrigin: e.PAYMENT_CALLBACK_ORIGIN ?? `http://${loopbackHost(e.HOST)}:${e.PORT}`,
    },
    jobs: { intervalMs: e.JOBS_INTERVAL_MS, replanMs: e.REMINDERS_REPLAN_MS },
    demoPassword: e.DEMO_PASSWORD,
    // Development reports only: Vite's hot reload talks over a WebSocket on a port of its own.
    cspReportOnly: e.CSP_REPORT_ONLY ?? e.NODE_ENV === "development",
    passwordHashing: { ...passwordHashing(e.HASH_CONCURRENCY, e.HASH_QUEUE), nice: e.HASH_NICE },
    passwordRateLimits: { perIp: e.AUTH_RATE_LIMIT, global: e.AUTH_GLOBAL_RATE_LIMIT },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    httpTimeouts: {
      headersMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    renderGate: {
      concurrency: e.RENDER_CONCURRENCY ?? 1,
      queue: e.RENDER_QUEUE ?? 1,
      maxWaitMs: e.RENDER_QUEUE_WAIT_MS,
    },
  };
}

/** The hashing gate's bounds: the configured ones, else all cores but one (at least 1) and 4 waiting per slot. */
const passwordHashing = (concurrency: number | undefined, queue: number | undefined) => {
  const slots = concurrency ?? Math.max(1, availableParallelism() - 1);
  return { concurrency: slots, queue: queue ?? 4 * slots };
};
