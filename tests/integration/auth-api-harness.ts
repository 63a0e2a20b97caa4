import type { Container } from "inversify";
import type { DatabaseHandle } from "../../adapters/storage/sql/database";
import type { Clock } from "../../core/ports/clock.port";
import { readConfig } from "../../server/config";
import { createServerContainer } from "../../server/container";
import { TOKENS } from "../../server/di/tokens";
import { openTestDatabase } from "./test-database";

export type ApiAnswer = Readonly<{ status: number; body: unknown; headers: Headers }>;

export type CallOptions = Readonly<{
  method?: "GET" | "POST";
  body?: unknown;
  /** Sent as is (already serialised), with its own content type. */
  raw?: { text: string; type: string };
  token?: string;
  /** The TCP peer address the server sees; each harness call defaults to one fixed address. */
  ip?: string;
}>;

/** A controllable clock for the composed app. */
export type TestClock = Clock & Readonly<{ set(date: Date): void; advanceSeconds(seconds: number): void }>;

export type AuthApiHarness = Readonly<{
  container: Container;
  handle: DatabaseHandle;
  clock: TestClock;
  call(path: string, options?: CallOptions): Promise<ApiAnswer>;
  close(): Promise<void>;
}>;

/** Password-call limits no suite reaches by accident (ADR 069). */
export const RAISED_PASSWORD_LIMITS = { AUTH_RATE_LIMIT: "10000", AUTH_GLOBAL_RATE_LIMIT: "1000000" } as const;

export function testClock(start: Date): TestClock {
  let now = start;
  return {
    now: () => now,
    set: (date) => {
      now = date;
    },
    advanceSeconds: (seconds) => {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
}

/**
 * The composed server (container, real routes, real SQL) on a fresh test database, with a test clock; `env` is the
 * configuration's environment. The password calls' per-IP and global limits are raised unless `env` sets them, since
 * every call comes from one address on a stopped clock; the suites of those limits set their own.
 */
export async function openAuthApi(
  start: Date,
  env: Readonly<Record<string, string>> = {},
  /** Changes bindings before the app is composed (a suite that counts the hasher's work rebinds it). */
  configure?: (container: Container) => void,
): Promise<AuthApiHarness> {
  const handle = await openTestDatabase();
  const clock = testClock(start);
  const config = readConfig({ ...RAISED_PASSWORD_LIMITS, ...env });
  const container = createServerContainer({ config, version: "test", db: handle.db, clock });
  configure?.(container);
  const app = container.get(TOKENS.App);
  return {
    container,
    handle,
    clock,
    async call(path, options = {}) {
      const headers: Record<string, string> = {};
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | undefined;
      if (options.raw) {
        headers["content-type"] = options.raw.type;
        body = options.raw.text;
      } else if (options.body !== undefined) {
        headers["content-type"] = "application/json";
        body = JSON.stringify(options.body);
      }
      const env = { incoming: { socket: { remoteAddress: options.ip ?? "192.0.2.1" } } };
      const response = await app.request(path, { method: options.method ?? "POST", headers, body }, env);
      const text = await response.text();
      return { status: response.status, body: text === "" ? null : JSON.parse(text), headers: response.headers };
    },
    close: () => handle.close(),
  };
}
