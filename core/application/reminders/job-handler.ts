import type { Effect } from "effect";

/** A job that can never succeed (its payload is unreadable): it is failed for good, not retried. */
export type JobRefused = { readonly _tag: "JobRefused"; readonly reason: string };

/** Runs one job from its payload; a defect (a rejected promise) is retried, a refusal is not. */
export type JobHandler = (payload: Readonly<Record<string, unknown>>) => Effect.Effect<void, JobRefused>;
