import { isEntityId } from "../../shared/entity-id";
import { err, ok, type Result } from "../../shared/result";
import type { SlugError } from "./slug.errors";

/** A user profile slug read apart (spec 2: the user id and username joined by a dash). */
export type ProfileSlug = { readonly id: number; readonly username: string };

const ID = /^[1-9]\d*$/;
const USERNAME = /^[A-Za-z0-9_.-]+$/;

const split = (text: string): { readonly idText: string; readonly username: string } | null => {
  const dash = text.indexOf("-");
  const idText = text.slice(0, dash);
  const username = text.slice(dash + 1);
  return dash > 0 && ID.test(idText) && USERNAME.test(username) ? { idText, username } : null;
};

/** Syntax only: digits without a leading zero, a dash, then the username (which may contain dashes). */
export const isProfileSlug = (text: string): boolean => split(text) !== null;

/** The id is the digits before the first dash; everything after it is the username. */
export const parseProfileSlug = (text: string): Result<ProfileSlug, SlugError> => {
  const parts = split(text);
  if (parts === null) return err({ _tag: "NotProfileSlug", input: text });
  const id = Number(parts.idText);
  return isEntityId(id) ? ok({ id, username: parts.username }) : err({ _tag: "IdOutOfRange", input: text });
};

export const formatProfileSlug = ({ id, username }: ProfileSlug): string => `${id}-${username}`;
