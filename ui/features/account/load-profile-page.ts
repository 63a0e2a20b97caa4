import type { RouterContextProvider } from "react-router";
import { sessionKeyOf } from "../../../adapters/storage/browser/session-key";
import { profileAccess } from "../../../core/domain/user/profile-access";
import { prefetch } from "../../data/prefetch";
import { currentUserQuery } from "./account.queries";
import { loadAccount } from "./load-account";
import { loadPublicProfile } from "./load-public-profile";

type Args = {
  readonly request: Request;
  readonly url: URL;
  readonly params: { readonly user?: string };
  readonly context: Readonly<RouterContextProvider>;
};

/**
 * What /u/{user?}/ shows its viewer: the owner (signed in, own or renamed slug) gets the private area as before
 * (loadAccount); anyone else, anonymous or another user, gets the public profile of the slug (ADR 033).
 */
export async function loadProfilePage(args: Args) {
  const segment = args.params.user;
  if (segment !== undefined) {
    const sessionKey = sessionKeyOf(args.request.headers.get("cookie"));
    const {
      data: [viewer],
    } = await prefetch(args.context, (api) => [currentUserQuery(api, sessionKey)] as const);
    const access = profileAccess(segment, viewer);
    if (access._tag === "Anonymous" || access._tag === "Foreign") {
      const profile = await loadPublicProfile({ url: args.url, segment, context: args.context });
      return { view: "public", profile } as const;
    }
  }
  const { user, userParam } = await loadAccount(args, "profile");
  return { view: "own", user, userParam } as const;
}
