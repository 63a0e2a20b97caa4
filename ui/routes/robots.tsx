import { ERROR_TEXTS } from "../../core/domain/errors/error-texts";
import { robotsTxt } from "../../core/domain/sitemap/robots-txt";
import { plainTextResponse, publicOrigin } from "../features/seo/seo-responses";
import type { Route } from "./+types/robots";

/** /robots.txt (a resource route): everything open but the API and the personal area; the sitemap's address. */
export function loader({ context, url }: Route.LoaderArgs) {
  if (url.pathname !== "/robots.txt") return plainTextResponse(ERROR_TEXTS.notFound, 404);
  return plainTextResponse(robotsTxt(publicOrigin(context, url)), 200, { "Cache-Control": "public, max-age=3600" });
}
