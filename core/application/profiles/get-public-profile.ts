import { Effect } from "effect";
import { formatProfileSlug } from "../../domain/route/slug/profile-slug";
import type { PublicProfile } from "../../domain/user/public-profile";
import type { CatalogueReadRepository } from "../../ports/catalogue-read-repository.port";
import type { CommentRepository } from "../../ports/comment-repository.port";
import type { UserRepository } from "../../ports/user-repository.port";
import { foundOrNotFound, type NotFound } from "../content/not-found";

export type GetPublicProfileDeps = Readonly<{
  users: UserRepository;
  comments: CommentRepository;
  catalogue: CatalogueReadRepository;
}>;

/** How many of the latest reviews a public profile lists. */
export const PUBLIC_PROFILE_REVIEWS = 20;

/**
 * GET /users/{id}/profile: what anyone may see of a user (ADR 033). Built field by field from the account, so
 * nothing private (e-mail, phone, sessions, social ids, role, password hash) can reach the answer. Reviews name the
 * institution they are on when it is published.
 */
export const getPublicProfile = (
  { users, comments, catalogue }: GetPublicProfileDeps,
  id: number,
): Effect.Effect<PublicProfile, NotFound> =>
  Effect.gen(function* () {
    const account = yield* foundOrNotFound(() => users.findById(id));
    const reviews = yield* Effect.promise(() => comments.reviewsByAuthor(account.id, PUBLIC_PROFILE_REVIEWS));
    const institutionIds = reviews.flatMap(({ relation }) =>
      relation.relation_type === "institution" ? [relation.relation_id] : [],
    );
    const refs = yield* Effect.promise(() => catalogue.institutionRefs(institutionIds));
    return {
      id: account.id,
      slug: formatProfileSlug({ id: account.id, username: account.username }),
      username: account.username,
      first_name: account.firstName,
      last_name: account.lastName,
      avatar: account.avatarFilename ? { filename: account.avatarFilename } : null,
      signature: account.signature === "" ? null : account.signature,
      reviews: reviews.map((review) => ({
        id: review.id,
        text: review.text,
        rating: review.rating,
        created_at: review.created_at,
        institution:
          review.relation.relation_type === "institution" ? (refs.get(review.relation.relation_id) ?? null) : null,
      })),
    };
  });
