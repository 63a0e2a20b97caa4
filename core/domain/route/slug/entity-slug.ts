import { MAX_ENTITY_ID } from "../../shared/entity-id";
import { err, ok, type Result } from "../../shared/result";
import type { SlugError } from "./slug.errors";
import { isSlug } from "./slug-pattern";

/** An institution or education base slug read apart: "tsinghua-university-12" is base "tsinghua-university", id 12. */
export type EntitySlug = { readonly base: string; readonly id: number };

const DIGITS = /^\d+$/;

const split = (text: string): { readonly base: string; readonly digits: string } | null => {
  const dash = text.lastIndexOf("-");
  const base = text.slice(0, dash);
  const digits = text.slice(dash + 1);
  return dash > 0 && isSlug(base) && DIGITS.test(digits) ? { base, digits } : null;
};

/** Syntax only (spec 5): a slug that ends in a dash plus digits. */
export const isEntitySlug = (text: string): boolean => split(text) !== null;

/** Reads the base and the id (the trailing digits) of an entity slug. */
export const parseEntitySlug = (text: string): Result<EntitySlug, SlugError> => {
  const parts = split(text);
  if (parts === null) return err({ _tag: "NotEntitySlug", input: text });
  const id = Number(parts.digits);
  return id <= MAX_ENTITY_ID ? ok({ base: parts.base, id }) : err({ _tag: "IdOutOfRange", input: text });
};

export const formatEntitySlug = ({ base, id }: EntitySlug): string => `${base}-${id}`;
