import type { Authentication } from "../../core/ports/session-authenticator.port";
import type { ShortlistApi } from "../../core/ports/shortlist-api.port";
import type { ShortlistRepository } from "../../core/ports/shortlist-repository.port";

/**
 * The signed-in user's shortlist on the server (ADR 039): reads the list in-process (null for a visitor, as the
 * API's 401 gives the HTTP adapter); saving goes through the API, and so does a read while the token has expired
 * (the HTTP adapter refreshes it).
 */
export function inProcessShortlistApi(
  deps: Readonly<{ shortlistRepository: ShortlistRepository }>,
  request: Readonly<{ authentication: () => Promise<Authentication>; http: ShortlistApi }>,
): ShortlistApi {
  return {
    get: async () => {
      try {
        const auth = await request.authentication();
        if (auth._tag === "Expired") return await request.http.get();
        return auth._tag === "Authenticated" ? await deps.shortlistRepository.list(auth.viewer.userId) : null;
      } catch (error) {
        console.error("In-process shortlist read failed:", error);
        return null;
      }
    },
    put: (items) => request.http.put(items),
  };
}
