import type { z } from "zod";

/**
 * The wire form of schemas whose input zod cannot describe (a `z.preprocess` reads `unknown`): the OpenAPI
 * document shows the hinted schema in their place.
 */
export const JSON_SCHEMA_HINTS = new WeakMap<z.ZodType, z.ZodType>();

export const hinted = <S extends z.ZodType>(schema: S, wire: z.ZodType): S => {
  JSON_SCHEMA_HINTS.set(schema, wire);
  return schema;
};
