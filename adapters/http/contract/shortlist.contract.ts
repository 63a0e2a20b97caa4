import { SHORTLIST_KINDS } from "../../../core/domain/compare/shortlist-item";
import { shortlistItemSchema } from "../../../core/domain/compare/shortlist-item.schema";
import { idField } from "./fields";
import { defineRoute, errorResponses } from "./route-contract";
import { z } from "./zod-ru";

/** The list as the server answers it: items in saved order, programs with their institution's id. */
export const shortlistResponseSchema = z.object({ items: z.array(shortlistItemSchema).readonly() }).readonly();

/** How many items one PUT may name at all (duplicates included); the per-kind limit is checked after that. */
export const SHORTLIST_BODY_MAX_ITEMS = 40;

/** PUT body: the whole new list as {kind, id} pairs (other keys, such as a program's institution_id, are ignored). */
export const shortlistBodySchema = z.object({
  items: z
    .array(
      z.object({
        kind: z.enum(SHORTLIST_KINDS, { error: "Можно сравнивать только учебные заведения и программы." }),
        id: idField(),
      }),
      { error: "Ожидается список." },
    )
    .max(SHORTLIST_BODY_MAX_ITEMS, `Не более ${SHORTLIST_BODY_MAX_ITEMS} элементов.`),
});

const V1 = "/api/ru/v1";

export const SHORTLIST_ROUTES = {
  shortlist: defineRoute({
    method: "get",
    path: `${V1}/shortlist`,
    summary: "Список сравнения пользователя (учебные заведения и программы)",
    tag: "shortlist",
    auth: "required",
    request: {},
    responses: { 200: shortlistResponseSchema, ...errorResponses(401, 406, 500) },
  }),
  replaceShortlist: defineRoute({
    method: "put",
    path: `${V1}/shortlist`,
    summary: "Заменить список сравнения (не более 4 элементов каждого вида)",
    tag: "shortlist",
    auth: "required",
    request: { body: shortlistBodySchema },
    responses: { 200: shortlistResponseSchema, ...errorResponses(401, 406, 413, 422, 500) },
  }),
} as const;
