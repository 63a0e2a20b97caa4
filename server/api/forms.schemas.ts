import { blankable, emailText, optionalText, phoneText } from "../../adapters/http/contract/fields";
import { FORM_EXTRAS_MESSAGES, pageUrlField, utmSchema } from "../../adapters/http/contract/form-extras.schema";
import {
  calcFormBodySchema,
  FORM_MESSAGES as CONTRACT_FORM_MESSAGES,
  leaveReviewFormBodySchema,
  promoFormBodySchema,
  simpleFormBodySchema,
  subscribeFormBodySchema,
} from "../../adapters/http/contract/forms.contract";
import { z } from "../../adapters/http/contract/zod-ru";
import { UTM_KEYS, type Utm, type UtmKey } from "../../core/domain/attribution/utm";
import type { JsonValue } from "../../core/ports/form-submission-repository.port";

/**
 * The server's reading of the form bodies: the contract's schemas (adapters/http/contract/forms.contract.ts, the
 * single source of the field rules), each split into the fields to store and the extras (page, utm, call session).
 */
export const FORM_MESSAGES = { ...CONTRACT_FORM_MESSAGES, oneFile: "Приложите один файл." } as const;

export type ParsedExtras = Readonly<{ pageUrl: string; utm: Utm; callSessionId: string | null }>;

type ExtrasInput = {
  page_url: string;
  utm: Partial<Record<UtmKey, string | undefined>>;
  call_tracking_session_id?: string | undefined;
};

/** Only the present utm values, in the order of UTM_KEYS. */
const presentUtm = (utm: Partial<Record<UtmKey, string | undefined>>): Utm =>
  Object.fromEntries(
    UTM_KEYS.flatMap((key) => {
      const value = utm[key];
      return value === undefined ? [] : [[key, value]];
    }),
  ) as Utm;

/** Splits a parsed body into the fields to store (undefined values dropped) and the extras. */
const split = <T extends ExtrasInput>(body: T): { fields: Record<string, JsonValue>; extras: ParsedExtras } => {
  const { page_url, utm, call_tracking_session_id, ...fields } = body;
  return {
    fields: JSON.parse(JSON.stringify(fields)) as Record<string, JsonValue>,
    extras: { pageUrl: page_url, utm: presentUtm(utm), callSessionId: call_tracking_session_id ?? null },
  };
};

export const simpleFormSchema = simpleFormBodySchema.transform(split);
export const subscribeFormSchema = subscribeFormBodySchema.transform(split);
export const promoFormSchema = promoFormBodySchema.transform(split);
export const calcFormSchema = calcFormBodySchema.transform(split);
export const leaveReviewFormSchema = leaveReviewFormBodySchema.transform(split);

/** The text entries of the multipart save-doc form, after `multipartText`; the file is read separately. */
export const saveDocFieldsSchema = z
  .object({
    name: optionalText(100),
    email: blankable(emailText()),
    phone: blankable(phoneText()),
    page_url: pageUrlField(),
    call_tracking_session_id: optionalText(128),
    utm: z.object(utmSchema.shape, { error: FORM_EXTRAS_MESSAGES.utm }),
  })
  .transform(split);

/** Multipart entries as an object: text entries by name (the first wins), `utm[<key>]` gathered into `utm`. */
export const multipartText = (form: FormData): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  const utm: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const utmKey = /^utm\[([a-z_]+)\]$/.exec(key)?.[1];
    if (utmKey !== undefined) {
      if (!(utmKey in utm)) utm[utmKey] = value;
    } else if (!(key in out)) out[key] = value;
  }
  return { ...out, utm };
};
