import { type Effect, Result } from "effect";
import type { Context } from "hono";
import { match } from "ts-pattern";
import type { z } from "zod";
import type { NotFound } from "../../core/application/content/not-found";
import { entityIdOfText } from "../../core/domain/shared/entity-id";
import type { IdOrSlug, PageWindow } from "../../core/ports/content-repository.port";
import { apiError } from "../http/api-error";
import { runUseCase } from "../../core/application/shared/run-use-case";
import { type Parsed, parseWith } from "../http/validate";

/** Helpers of the read-only API (catalogue and content); the request rules are the HTTP contract's schemas. */

/** A checked id-or-slug text: digits without a leading zero (a stored id's range) are the id, anything else the slug. */
export const refOf = (text: string): IdOrSlug => {
  const id = entityIdOfText(text);
  return id === null ? { kind: "slug", slug: text } : { kind: "id", id };
};

export const windowOf = (query: { readonly page: number; readonly per_page: number }): PageWindow => ({
  page: query.page,
  perPage: query.per_page,
});

/** Parses the query string of a request (unknown keys are ignored). */
export const parseQuery = <S extends z.ZodType>(c: Context, schema: S): Parsed<z.infer<S>> =>
  parseWith(schema, c.req.query());

export const parseParams = <S extends z.ZodType>(c: Context, schema: S): Parsed<z.infer<S>> =>
  parseWith(schema, c.req.param());

export const NOT_FOUND_MESSAGE = "Не найдено.";

/** Runs a read: the found value as JSON, or the HTTP answer to the failure. */
export const answer = async <T>(
  c: Context,
  read: Effect.Effect<T, NotFound>,
  headers?: Record<string, string>,
): Promise<Response> => {
  const result = await runUseCase(read);
  return Result.isSuccess(result)
    ? c.json(result.success as object, 200, headers)
    : match(result.failure)
        .with({ _tag: "NotFound" }, () => apiError(c, 404, NOT_FOUND_MESSAGE))
        .exhaustive();
};

/** Answers that depend on the caller or count a view must not be stored by caches. */
export const NO_STORE = { "Cache-Control": "private, no-store" } as const;
