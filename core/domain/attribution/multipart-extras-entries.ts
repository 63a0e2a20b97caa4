import type { FormExtras } from "./form-extras";
import { UTM_KEYS } from "./utm";

/** The extras as multipart form entries (save-doc form): `page_url` and one `utm[<key>]` entry per present value. */
export const multipartExtrasEntries = (extras: FormExtras): readonly (readonly [string, string])[] => [
  ["page_url", extras.page_url],
  ...UTM_KEYS.flatMap((key) => {
    const value = extras.utm[key];
    return value === undefined ? [] : [[`utm[${key}]`, value] as const];
  }),
];
