import { Hono } from "hono";
import type { Clock } from "../../core/ports/clock.port";
import type { AppEnv } from "../http/app-env";

export type HealthDeps = Readonly<{ clock: Clock; version: string }>;

export function healthRoutes({ clock, version }: HealthDeps) {
  return new Hono<AppEnv>().get("/health", (c) =>
    c.json({ status: "ok" as const, version, time: clock.now().toISOString() }, 200, { "Cache-Control": "no-store" }),
  );
}
