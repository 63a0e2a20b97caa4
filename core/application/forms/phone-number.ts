import { err, ok, type Result } from "../../domain/shared/result";

declare const phoneNumber: unique symbol;

/** A phone number in E.164 form: "+" and 8 to 15 digits, the first not 0 ("+79123456789"). */
export type PhoneNumber = string & { readonly [phoneNumber]: true };

export type InvalidPhone = { readonly _tag: "InvalidPhone" };

const MAX_RAW_LENGTH = 32;
/** Digits with the usual separators (spaces, dashes, dots, brackets) and an optional leading "+". */
const WRITTEN = /^\+?[0-9 \u00a0().-]+$/;

const e164 = (digits: string): Result<PhoneNumber, InvalidPhone> => {
  if (digits.length < 8 || digits.length > 15 || digits.startsWith("0")) return err({ _tag: "InvalidPhone" });
  if (digits.startsWith("7") && digits.length !== 11) return err({ _tag: "InvalidPhone" });
  return ok(`+${digits}` as PhoneNumber);
};

/**
 * Reads a phone number as people write it and gives its E.164 form.
 * - International: a leading "+" or "00", then the country code: 8 to 15 digits; a +7 number has exactly 11.
 * - Russian without a country code: 11 digits starting with 8 or 7 ("8 (912) 345-67-89"), or 10 digits
 *   starting with 9 (a mobile number without the trunk 8).
 * Anything else (letters, extensions, a foreign number without "+") is refused.
 */
export const normalisePhone = (raw: string): Result<PhoneNumber, InvalidPhone> => {
  const written = raw.trim();
  if (written.length === 0 || written.length > MAX_RAW_LENGTH || !WRITTEN.test(written)) {
    return err({ _tag: "InvalidPhone" });
  }
  const digits = written.replace(/\D/g, "");
  if (written.startsWith("+")) return e164(digits);
  if (digits.startsWith("00")) return e164(digits.slice(2));
  if (digits.length === 11 && (digits.startsWith("8") || digits.startsWith("7"))) return e164(`7${digits.slice(1)}`);
  if (digits.length === 10 && digits.startsWith("9")) return e164(`7${digits}`);
  return err({ _tag: "InvalidPhone" });
};
