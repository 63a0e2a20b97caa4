/** The next free id of each generated table. */
export type NextIds = Readonly<{ institution: number; program: number; base: number; wave: number }>;

export type IdAllocator = Readonly<{
  institution: () => number;
  program: () => number;
  base: () => number;
  wave: () => number;
}>;

/** Hands out consecutive ids per table, starting at the given ones; rows reference each other without RETURNING. */
export const createIdAllocator = (start: NextIds): IdAllocator => {
  const next = { ...start };
  const take = (key: keyof NextIds) => () => {
    const id = next[key];
    next[key] = id + 1;
    return id;
  };
  return { institution: take("institution"), program: take("program"), base: take("base"), wave: take("wave") };
};
