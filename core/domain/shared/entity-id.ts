/**
 * Ids of stored things are PostgreSQL `integer`s (ADR 030): 1 to 2^31 - 1. A larger number names nothing, and must
 * be refused at the edge rather than reach a query, where it is an error of the database.
 */
export const MAX_ENTITY_ID = 2_147_483_647;

/** Digits without a leading zero, at most ten of them (the length of MAX_ENTITY_ID). */
export const ENTITY_ID_PATTERN = /^[1-9]\d{0,9}$/;

export const isEntityId = (id: number): boolean => Number.isInteger(id) && id >= 1 && id <= MAX_ENTITY_ID;

/** An id written in digits only ("12"); null for anything else, a larger number included. */
export const entityIdOfText = (text: string): number | null => {
  if (!ENTITY_ID_PATTERN.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ENTITY_ID ? id : null;
};
