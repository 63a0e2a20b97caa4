/** What the calculator's address asks for: a degree program or an education base, and a city (ids). */
export type CostQuery = Readonly<{
  choice: Readonly<{ kind: "program" | "base"; id: number }> | null;
  city: number | null;
}>;

const MAX_ID = 2_147_483_647;

const idOf = (text: string | null): number | null => {
  if (text === null || !/^[1-9]\d{0,9}$/.test(text.trim())) return null;
  const id = Number(text.trim());
  return id <= MAX_ID ? id : null;
};

/**
 * Reads the calculator's query (`?base=12&city=3`, `?program=5`) through `get` (the address's first value of a
 * name). A base wins over a program; anything that is not a positive id is ignored.
 */
export const readCostQuery = (get: (name: string) => string | null): CostQuery => {
  const base = idOf(get("base"));
  const program = idOf(get("program"));
  const choice =
    base !== null
      ? { kind: "base" as const, id: base }
      : program !== null
        ? { kind: "program" as const, id: program }
        : null;
  return { choice, city: idOf(get("city")) };
};

/** The query of a choice, in a fixed order, for links and the shareable address (without the leading "?"). */
export const costQueryText = (query: CostQuery): string =>
  [
    ...(query.choice === null ? [] : [`${query.choice.kind}=${query.choice.id}`]),
    ...(query.city === null ? [] : [`city=${query.city}`]),
  ].join("&");
