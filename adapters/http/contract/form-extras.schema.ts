import { UTM_KEYS, type UtmKey } from "../../../core/domain/attribution/utm";
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
