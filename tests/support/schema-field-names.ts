import type { z } from "zod";

type Def = {
  readonly type: string;
  readonly shape?: Record<string, z.ZodType>;
  readonly left?: z.ZodType;
  readonly right?: z.ZodType;
  readonly in?: z.ZodType;
  readonly out?: z.ZodType;
  readonly innerType?: z.ZodType;
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The field names a request schema reads, through intersections, pipes and wrappers (for tests that probe them). */
export const schemaFieldNames = (schema: z.ZodType | undefined): readonly string[] => {
  if (schema === undefined) return [];
  const def = defOf(schema);
  const inner = [def.left, def.right, def.in, def.out, def.innerType].flatMap((part) => schemaFieldNames(part));
  return [...new Set([...Object.keys(def.shape ?? {}), ...inner])];
};
