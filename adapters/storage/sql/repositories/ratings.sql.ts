import { and, eq, sql } from "drizzle-orm";
import { roundedMean } from "../../../../core/application/ratings/rounded-mean";
import type { InstitutionRating } from "../../../../core/domain/catalogue/institution-rating";
import type { RatingRepository } from "../../../../core/ports/rating-repository.port";
import type { Database } from "../database";
import { institutions, ratings } from "../schema";

/**
 * Institution ratings in PostgreSQL; the institution's `rating` and `ratings_count` change in the same transaction and
 * count the votes on top of the ratings carried over from before (`prior_ratings_*`).
 */
export function sqlRatingRepository(db: Database): RatingRepository {
  return {
    async rateInstitution(institution_id, user_id, value, now) {
      return db.transaction(async (tx): Promise<InstitutionRating | null> => {
        const [institution] = await tx
          .select({
            id: institutions.id,
            prior_sum: institutions.prior_ratings_sum,
            prior_count: institutions.prior_ratings_count,
          })
          .from(institutions)
          .where(eq(institutions.id, institution_id))
          .for("update");
        if (institution === undefined) return null;
        await tx
          .insert(ratings)
          .values({ institution_id, user_id, value, created_at: now, updated_at: now })
          .onConflictDoUpdate({ target: [ratings.user_id, ratings.institution_id], set: { value, updated_at: now } });
        const [agg] = await tx
          .select({ count: sql<number>`count(*)::int`, sum: sql<number>`(coalesce(sum(${ratings.value}), 0))::int` })
          .from(ratings)
          .where(eq(ratings.institution_id, institution_id));
        const ratings_count = institution.prior_count + Number(agg?.count ?? 0);
        const rating = roundedMean(institution.prior_sum + Number(agg?.sum ?? 0), ratings_count);
        await tx.update(institutions).set({ rating, ratings_count }).where(eq(institutions.id, institution_id));
        return { rating, ratings_count, user_rating: value };
      });
    },

    async institutionRating(institution_id, user_id) {
      const [row] = await db
        .select({ rating: institutions.rating, ratings_count: institutions.ratings_count })
        .from(institutions)
        .where(eq(institutions.id, institution_id));
      if (row === undefined) return null;
      const [mine] =
        user_id === null
          ? []
          : await db
              .select({ value: ratings.value })
              .from(ratings)
              .where(and(eq(ratings.institution_id, institution_id), eq(ratings.user_id, user_id)));
      return { rating: Number(row.rating), ratings_count: row.ratings_count, user_rating: mine?.value ?? null };
    },
  };
}
