import { data, redirect, type RouterContextProvider } from "react-router";
import { ERROR_TEXTS } from "../../../core/domain/errors/error-texts";
import { parseProfileSlug } from "../../../core/domain/route/slug/profile-slug";
import { prefetch } from "../../data/prefetch";
import { publicProfileQuery } from "./public-profile.queries";

type Args = {
  readonly url: URL;
  readonly segment: string;
  readonly context: Readonly<RouterContextProvider>;
};

/**
 * The public profile a /u/{id}-{username}/ address names, for anyone who is not its owner (ADR 033). A segment that
 * is no profile slug, or an unknown id: 404. The right id with another username: 301 to the current slug.
 */
export async function loadPublicProfile({ url, segment, context }: Args) {
  const slug = parseProfileSlug(segment);
  if (!slug.ok) throw data(ERROR_TEXTS.notFound, { status: 404 });
  const {
    data: [profile],
  } = await prefetch(context, (api) => [publicProfileQuery(api, slug.value.id)] as const);
  if (profile === null) throw data(ERROR_TEXTS.notFound, { status: 404 });
  if (profile.slug !== segment) throw redirect(`/u/${profile.slug}/${url.search}`, 301);
  return profile;
}
