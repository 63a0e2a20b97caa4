import { randomBytes, timingSafeEqual } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { z } from "zod";
import type { Config } from "../config";

/** What the server leaves for the create-staff command: where it listens and the secret to send once. */
export const localAdminFileSchema = z.object({ url: z.url(), secret: z.string().min(32) });
export type LocalAdminFile = z.infer<typeof localAdminFileSchema>;

/**
 * The one-time local secret of the running server (ADR 058): the create-staff command reads it from a file only the
 * server's user can read and sends it with its one call; the server then replaces it, so a secret read once
 * works once. `accepts` compares in constant time.
 */
export type LocalAdminSecret = Readonly<{
  accepts(candidate: string | undefined): Promise<boolean>;
  /** Removes the file (server shutdown). */
  remove(): Promise<void>;
}>;

/** Where the file lives: beside the embedded database, which the running server holds; none with PostgreSQL. */
export const localAdminSecretPath = (config: Pick<Config, "databaseUrl" | "dataDir">): string | undefined =>
  config.databaseUrl !== undefined || config.dataDir === ":memory:"
    ? undefined
    : join(resolve(config.dataDir), "local-admin.json");

const freshSecret = () => randomBytes(32).toString("base64url");

/** Writes a first secret to `path` (mode 0600, through a rename so the command never reads half a file). */
export async function localAdminSecret(path: string, url: string): Promise<LocalAdminSecret> {
  let current = freshSecret();
  const write = async () => {
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    const body: LocalAdminFile = { url, secret: current };
    await writeFile(`${path}.tmp`, JSON.stringify(body), { encoding: "utf8", mode: 0o600 });
    await rename(`${path}.tmp`, path);
  };
  await write();
  return {
    async accepts(candidate) {
      if (candidate === undefined) return false;
      const given = Buffer.from(candidate);
      const expected = Buffer.from(current);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      current = freshSecret();
      await write();
      return true;
    },
    remove: () => rm(path, { force: true }),
  };
}

/**
 * The running server's secret when it holds the embedded database (none with PostgreSQL or in memory): written
 * beside the database with the server's loopback address, for `main.ts` and `dev.ts` alike.
 */
export async function serverLocalAdminSecret(
  config: Pick<Config, "databaseUrl" | "dataDir" | "host" | "port">,
): Promise<LocalAdminSecret | undefined> {
  const path = localAdminSecretPath(config);
  if (path === undefined) return undefined;
  const host = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
  return localAdminSecret(path, `http://${host.includes(":") ? `[${host}]` : host}:${config.port}`);
}
