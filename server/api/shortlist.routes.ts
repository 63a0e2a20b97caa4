import { Result } from "effect";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { match } from "ts-pattern";
import { SHORTLIST_ROUTES, shortlistBodySchema } from "../../adapters/http/contract/shortlist.contract";
import {
  type SaveShortlistError,
  saveShortlist,
  type ShortlistDeps,
} from "../../core/application/shortlist/save-shortlist";
import type { Clock } from "../../core/ports/clock.port";
import { apiError, validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { jsonBody, parseWith } from "../http/validate";
import { requireViewer } from "../http/viewer";
import { runUseCase } from "../../core/application/shared/run-use-case";
import { mountRoute } from "../http/contract-route";

export type ShortlistRoutesDeps = ShortlistDeps & Readonly<{ clock: Clock }>;

export const SHORTLIST_MESSAGES = {
  kindFull: {
    institution: "Можно сравнивать не больше 4 учебных заведений.",
    degree_program: "Можно сравнивать не больше 4 программ.",
  },
  unknown: "Таких учебных заведений или программ нет в каталоге.",
  tooLarge: "Слишком большой запрос.",
} as const;

const NO_STORE = { "Cache-Control": "no-store" };

/** GET and PUT /shortlist (/api/ru/v1): the signed-in user's comparison list (ADR compare); 401 for a visitor. */
export function shortlistRoutes(deps: ShortlistRoutesDeps) {
  const app = new Hono<AppEnv>();
  mountRoute(app, SHORTLIST_ROUTES.shortlist, async (c) => {
    const auth = requireViewer(c);
    if ("response" in auth) return auth.response;
    return c.json({ items: await deps.shortlists.list(auth.viewer.userId) }, 200, NO_STORE);
  });
  return mountRoute(
    app,
    SHORTLIST_ROUTES.replaceShortlist,
    bodyLimit({ maxSize: 8 * 1024, onError: (c) => apiError(c, 413, SHORTLIST_MESSAGES.tooLarge) }),
    async (c) => {
      const auth = requireViewer(c);
      if ("response" in auth) return auth.response;
      const body = parseWith(shortlistBodySchema, await jsonBody(c));
      if (!body.ok) return validationFailed(c, body.errors);
      const saved = await runUseCase(saveShortlist(deps, auth.viewer.userId, body.value.items, deps.clock.now()));
      if (Result.isSuccess(saved)) return c.json({ items: saved.success }, 200, NO_STORE);
      return match<SaveShortlistError>(saved.failure)
        .with({ _tag: "KindFull" }, ({ kind }) => validationFailed(c, { items: [SHORTLIST_MESSAGES.kindFull[kind]] }))
        .with({ _tag: "UnknownItems" }, ({ items }) =>
          validationFailed(c, {
            items: [`${SHORTLIST_MESSAGES.unknown} (${items.map((item) => `${item.kind}:${item.id}`).join(", ")})`],
          }),
        )
        .exhaustive();
    },
  );
}
