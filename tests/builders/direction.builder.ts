import type { Direction } from "../../core/domain/catalogue/direction";
import { DIRECTIONS, type DirectionId } from "../../core/domain/constants/directions";

/** One of the five fixed directions, as the API sends it. */
export const buildDirection = (id: DirectionId = 1): Direction => {
  const { slug, title } = DIRECTIONS[id - 1] ?? DIRECTIONS[0];
  return { id, slug, title };
};
