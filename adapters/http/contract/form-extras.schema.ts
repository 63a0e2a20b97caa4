import { UTM_KEYS, type Utm, type UtmKey } from "../../../core/domain/attribution/utm";
import type { SubmissionOrigin, SubmittedFields } from "../../../core/ports/form-submission-repository.port";
import { FIELD_MESSAGES as M } from "./field-messages";
import { blankable, optionalText } from "./fields";
import { z } from "./zod-ru";

const utmValue = () => optionalText(255);

/** The utm object: only the five keys, each optional (core/domain/attribution/utm.ts). */
export const utmSchema = z.object({
  utm_source: utmValue(),
  utm_medium: utmValue(),
  utm_content: utmValue(),
  utm_campaign: utmValue(),
  utm_term: utmValue(),
} satisfies Record<UtmKey, unknown>);

export const FORM_EXTRAS_MESSAGES = { utm: "Ожидается объект с параметрами utm." } as const;

const isPageAddress = (value: string): boolean =>
  value.startsWith("/") || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol));

/** The page address: an http(s) URL or a site path, at most 2048 characters; left out, it is stored as "". */
export const pageUrlField = () =>
  blankable(z.string({ error: M.url }).trim().max(2048, M.tooLong(2048)).refine(isPageAddress, M.url)).transform(
    (value) => value ?? "",
  );

/**
 * What every JSON form carries besides its fields (spec 7, ADR 005): the page address, its utm parameters
 * and the call-tracking session id when the widget has one.
 */
export const formExtrasShape = {
  page_url: pageUrlField(),
  utm: z
    .object(utmSchema.shape, { error: FORM_EXTRAS_MESSAGES.utm })
    .nullish()
    .transform((utm) => utm ?? {}),
  call_tracking_session_id: optionalText(128),
};

/** The multipart form of the extras (save-doc form): `page_url` and `utm[<key>]` entries. */
export const multipartExtrasShape = {
  page_url: pageUrlField(),
  call_tracking_session_id: optionalText(128),
  ...(Object.fromEntries(UTM_KEYS.map((key) => [`utm[${key}]`, utmValue()])) as Record<
    `utm[${UtmKey}]`,
    ReturnType<typeof utmValue>
  >),
};

/** The extras as the core stores them with a submission. */
export type FormExtras = Pick<SubmissionOrigin, "pageUrl" | "utm" | "callSessionId">;

/** A form read by the server: the fields to store and the extras. */
export type SubmittedForm = Readonly<{ fields: SubmittedFields; extras: FormExtras }>;

type ExtrasInput = {
  page_url: string;
  utm: Partial<Record<UtmKey, string | undefined>>;
  call_tracking_session_id?: string | undefined;
};

/** Only the present utm values, in the order of UTM_KEYS. */
export const presentUtm = (utm: Partial<Record<UtmKey, string | undefined>>): Utm =>
  Object.fromEntries(
    UTM_KEYS.flatMap((key) => {
      const value = utm[key];
      return value === undefined ? [] : [[key, value]];
    }),
  ) as Utm;

/** Splits a read form into the fields to store (undefined values dropped) and the extras. */
export const splitExtras = <T extends ExtrasInput>(form: T): SubmittedForm => {
  const { page_url, utm, call_tracking_session_id, ...fields } = form;
  return {
    fields: JSON.parse(JSON.stringify(fields)) as SubmittedFields,
    extras: { pageUrl: page_url, utm: presentUtm(utm), callSessionId: call_tracking_session_id ?? null },
  };
};

/** The multipart extras gathered as the JSON forms carry them: `utm[<key>]` entries into `utm`. */
export const gatherMultipartUtm = <T extends Partial<Record<`utm[${UtmKey}]`, string | undefined>>>(
  form: T,
): Omit<T, `utm[${UtmKey}]`> & { utm: Partial<Record<UtmKey, string | undefined>> } => {
  const utm = Object.fromEntries(UTM_KEYS.map((key) => [key, form[`utm[${key}]`]]));
  const rest = Object.fromEntries(Object.entries(form).filter(([key]) => !key.startsWith("utm[")));
  return { ...(rest as Omit<T, `utm[${UtmKey}]`>), utm };
};
