import { Hono } from "hono";
import type { Clock } from "../../core/ports/clock.port";
import type { AppEnv } from "../http/app-env";
import { mountRoute } from "../http/contract-route";
import { SYSTEM_ROUTES } from "../../adapters/http/contract/system.contract";

export type HealthDeps = Readonly<{ clock: Clock; version: string }>;

export function healthRoutes({ clock, version }: HealthDeps) {
  return mountRoute(new Hono<AppEnv>(), SYSTEM_ROUTES.health, (c) =>
    c.json({ status: "ok" as const, version, time: clock.now().toISOString() }, 200, { "Cache-Control": "no-store" }),
  );
}
