import { err, ok, type Result } from "../../domain/shared/result";

declare const emailAddress: unique symbol;

/** A checked e-mail address, trimmed and lower-cased. */
export type EmailAddress = string & { readonly [emailAddress]: true };

export type InvalidEmail = { readonly _tag: "InvalidEmail" };

export const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;
const MAX_LABEL_LENGTH = 63;
const LOCAL = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;
const TOP_LABEL = /^(?:\p{L}{2,}|xn--[a-z0-9-]+)$/u;

/**
 * A practical e-mail check: one "@", a dot-atom local part of at most 64 characters (letters of any script,
 * digits and the RFC 5322 symbols, no leading, trailing or double dot), a domain of at least two labels
 * (letters of any script, digits, inner dashes, at most 63 characters each) ending in a letter-only or
 * punycode top-level label; at most 254 characters in all. Quoted local parts and IP-literal domains are refused.
 */
export const normaliseEmail = (raw: string): Result<EmailAddress, InvalidEmail> => {
  const address = raw.trim().toLowerCase();
  if (address.length === 0 || address.length > MAX_EMAIL_LENGTH) return err({ _tag: "InvalidEmail" });
  const at = address.indexOf("@");
  if (at === -1 || at !== address.lastIndexOf("@")) return err({ _tag: "InvalidEmail" });
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split(".");
  const top = labels.at(-1) ?? "";
  const valid =
    local.length <= MAX_LOCAL_LENGTH &&
    LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => label.length <= MAX_LABEL_LENGTH && LABEL.test(label)) &&
    TOP_LABEL.test(top);
  return valid ? ok(address as EmailAddress) : err({ _tag: "InvalidEmail" });
};
