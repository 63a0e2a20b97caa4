import type { Morph } from "../../core/domain/catalogue/morph";

/** Case forms of a two-word name; pass each form to override it. */
export const buildMorph = (overrides: Partial<Morph> = {}): Morph => ({
  nominative: "Пекинский университет",
  genitive: "Пекинского университета",
  dative: "Пекинскому университету",
  accusative: "Пекинский университет",
  instrumental: "Пекинским университетом",
  prepositional: "Пекинском университете",
  ...overrides,
});
