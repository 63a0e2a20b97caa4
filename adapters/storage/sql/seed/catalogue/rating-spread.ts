import { roundedMean } from "../../../../../core/application/ratings/rounded-mean";
import { createRandom, hashSeed } from "./seeded-random";

/** What an institution's carried-over rating follows: its size and how much it is looked at and ranked. */
export type RatingBasis = Readonly<{
  /** Seeds the rating's own generator (the institution's slug), so the rest of the seed draws nothing for it. */
  key: string;
  /** Free places across its education bases. */
  places: number;
  views: number;
  /** QS world place and national place, when ranked. */
  worldRank: number | null;
  nationalRank: number | null;
  /** Synthetic institutions are less known: a quarter of the votes. */
  lean: boolean;
}>;

/** The seeded rating: votes collected before the platform, carried over (migration 0004). */
export type SeededRating = Readonly<{
  rating: number;
  ratings_count: number;
  prior_ratings_sum: number;
  prior_ratings_count: number;
}>;

export const RATING_SPREAD = {
  /** Votes of the most popular institution, before noise. */
  maxVotes: 420,
  /** Chance of no votes at all for the least popular; it falls with popularity. */
  noVotesChance: 0.16,
  /** Centre and spread of the mean score. */
  centre: 3.95,
  spread: 0.38,
  lowest: 2.6,
  highest: 4.95,
} as const;

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
/** Where `value` sits between `low` and `high` on a log scale, as 0..1. */
const logShare = (value: number, low: number, high: number): number =>
  clamp(Math.log10((1 + Math.max(value, 0)) / (1 + low)) / Math.log10((1 + high) / (1 + low)), 0, 1);

/** 0..1: how known the institution is, from its views, places and rankings. */
export const popularity = (basis: RatingBasis): number => {
  const rank =
    basis.worldRank !== null
      ? 1 - logShare(basis.worldRank, 1, 1500) * 0.7
      : basis.nationalRank !== null
        ? 0.5 - logShare(basis.nationalRank, 1, 800) * 0.4
        : 0;
  return clamp(0.25 * logShare(basis.views, 100, 60_000) + 0.35 * logShare(basis.places, 0, 3000) + 0.4 * rank, 0, 1);
};

/**
 * A believable carried-over rating (ADR 033): vote counts grow with popularity (times a noise factor of 0.7..1.3 of
 * the institution's own), a few little-known institutions have no votes yet, and mean scores sit mostly between 3.4
 * and 4.8 around 3.95, a little higher for better-known ones. Deterministic: the same basis gives the same rating.
 */
export const seededRating = (basis: RatingBasis): SeededRating => {
  const random = createRandom(hashSeed(`rating:${basis.key}`));
  const share = popularity(basis);
  const noVotes = random.next() < RATING_SPREAD.noVotesChance * (1 - share) ** 2;
  const noise = 0.7 + 0.6 * random.next();
  const expected = (2 + share ** 2.2 * RATING_SPREAD.maxVotes) * noise * (basis.lean ? 0.25 : 1);
  const count = noVotes ? 0 : Math.max(1, Math.round(expected));
  // Irwin-Hall: the sum of three uniforms, centred, is close to a normal with standard deviation 0.5.
  const normal = (random.next() + random.next() + random.next() - 1.5) / 0.5;
  const mean = clamp(
    RATING_SPREAD.centre + 0.3 * (share - 0.5) + RATING_SPREAD.spread * normal,
    RATING_SPREAD.lowest,
    RATING_SPREAD.highest,
  );
  const sum = clamp(Math.round(mean * count), count, 5 * count);
  return { rating: roundedMean(sum, count), ratings_count: count, prior_ratings_sum: sum, prior_ratings_count: count };
};
