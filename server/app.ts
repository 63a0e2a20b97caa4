import { Hono } from "hono";
import { apiError } from "./http/api-error";
import type { AppEnv } from "./http/app-env";
import { securityHeaders } from "./http/security-headers";

export type AppParts = Readonly<{
  api: Hono<AppEnv>;
  /** Serves uploaded files under /uploads/ (spec 7); absent in tests that do not need it. */
  uploads?: Hono<AppEnv>;
  /** Serves the React Router site; absent in API-only tests. */
  ssr?: (request: Request) => Promise<Response>;
  /** Serves files of the client build (production only). */
  assets?: (request: Request) => Promise<Response | null>;
}>;

/** The one HTTP application: the provider API under /api/ and /api-dev/, then static assets, then SSR. */
export function createApp({ api, uploads, ssr, assets }: AppParts) {
  const app = new Hono();
  app.use("*", securityHeaders);
  app.route("/api", api);
  app.route("/api-dev", api);
  app.all("/api/*", (c) => apiError(c, 404, "Не найдено."));
  app.all("/api-dev/*", (c) => apiError(c, 404, "Не найдено."));
  if (uploads) app.route("/uploads", uploads);
  app.onError((error, c) => {
    console.error(`Unhandled error on ${c.req.method} ${c.req.path}:`, error);
    return c.req.path.startsWith("/api")
      ? apiError(c, 500, "Внутренняя ошибка сервера. Попробуйте ещё раз позже.")
      : c.text("Внутренняя ошибка сервера", 500);
  });
  app.all("*", async (c) => {
    const asset = assets ? await assets(c.req.raw) : null;
    if (asset) return asset;
    if (ssr) return ssr(c.req.raw);
    return c.text("Not found", 404);
  });
  return app;
}
