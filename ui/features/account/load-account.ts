import { data, redirect, type RouterContextProvider } from "react-router";
import { sessionKeyOf } from "../../../adapters/storage/browser/session-key";
import { ERROR_TEXTS } from "../../../core/domain/errors/error-texts";
import type { User } from "../../../core/domain/user/user";
import { profileAccess } from "../../../core/domain/user/profile-access";
import { prefetch } from "../../data/prefetch";
import { currentUserQuery } from "./account.queries";

type Args = {
  readonly request: Request;
  readonly url: URL;
  readonly params: { readonly user?: string };
  readonly context: Readonly<RouterContextProvider>;
};

/** The user segment of the personal pages' links. */
export type UserParam = { readonly user?: string };

/** The personal pages of a user: the profile, and the settings under it. */
export type AccountArea = "profile" | "settings";

/**
 * The signed-in user whose pages these are. Nobody signed in: 403 on the settings, 404 on a profile address (a
 * slug's public profile is loadProfilePage's, before this; the own-profile address is guarded). Another user's slug:
 * 404 for the private profile, 403 for their settings, which are not the viewer's. The
 * viewer's id with an old username: 301 to the same page under the current slug.
 */
export async function loadAccount({ request, url, params, context }: Args, area: AccountArea) {
  const sessionKey = sessionKeyOf(request.headers.get("cookie"));
  const {
    data: [user],
  } = await prefetch(context, (api) => [currentUserQuery(api, sessionKey)] as const);
  const access = profileAccess(params.user, user);
  const refuse = (): never => {
    throw area === "settings"
      ? data(ERROR_TEXTS.forbidden, { status: 403 })
      : data(ERROR_TEXTS.notFound, { status: 404 });
  };
  if (access._tag === "Anonymous" || access._tag === "Foreign" || user === null) return refuse();
  if (access._tag === "Renamed") {
    const rest = url.pathname.split("/").slice(3).join("/");
    throw redirect(`/u/${access.slug}/${rest}${url.search}`, 301);
  }
  // links between the personal pages keep the address form the visitor came with (with or without the slug)
  const userParam: UserParam = params.user === undefined ? {} : { user: user.slug };
  return { user: user satisfies User, sessionKey, userParam };
}
