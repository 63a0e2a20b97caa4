import { isLoggedIn } from "../auth/is-logged-in";
import { parseProfileSlug } from "../route/slug/profile-slug";

/**
 * Whose personal pages a /u/{user?}/ path shows to its viewer. The API offers no other user's profile, so only
 * one's own can be shown:
 * - Anonymous: nobody is signed in (the page is only-authorized: 403).
 * - Own: no user segment, or the viewer's own slug.
 * - Renamed: the viewer's id with an old username; the page lives at the current slug (`slug`).
 * - Foreign: another user's slug.
 */
export type ProfileAccess =
  | { readonly _tag: "Anonymous" }
  | { readonly _tag: "Own" }
  | { readonly _tag: "Renamed"; readonly slug: string }
  | { readonly _tag: "Foreign" };

type Viewer = { readonly id: number; readonly slug: string } | null;

export const profileAccess = (segment: string | undefined, viewer: Viewer): ProfileAccess => {
  if (viewer === null || !isLoggedIn(viewer)) return { _tag: "Anonymous" };
  if (segment === undefined || segment === viewer.slug) return { _tag: "Own" };
  const parsed = parseProfileSlug(segment);
  return parsed.ok && parsed.value.id === viewer.id ? { _tag: "Renamed", slug: viewer.slug } : { _tag: "Foreign" };
};
