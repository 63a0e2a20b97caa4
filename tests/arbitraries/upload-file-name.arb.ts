import fc from "fast-check";
import { parseUploadFileName, type UploadFileName } from "../../core/domain/image/upload-file-name";

const nameCharArb = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-");
const extensionCharArb = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789");

/** A run of allowed characters without dots, possibly empty. */
export const safeSegmentArb = fc.string({ unit: nameCharArb, maxLength: 10 });

/** Safe file names: dot-separated non-empty segments, then an optional extension (which may be empty: "abc."). */
export const safeFileNameArb = fc
  .tuple(
    fc.array(fc.string({ unit: nameCharArb, minLength: 1, maxLength: 10 }), { minLength: 1, maxLength: 3 }),
    fc.option(fc.string({ unit: extensionCharArb, maxLength: 5 }), { nil: null }),
  )
  .map(([segments, extension]) => `${segments.join(".")}${extension === null ? "" : `.${extension}`}`);

/** Safe names already parsed into UploadFileName. */
export const uploadFileNameArb = safeFileNameArb.map((name): UploadFileName => {
  const parsed = parseUploadFileName(name);
  if (!parsed.ok) throw new Error(`safeFileNameArb produced an unsafe name: ${name}`);
  return parsed.value;
});

/** Characters outside [A-Za-z0-9._-] that a file name must not carry. */
export const unsupportedCharArb = fc.constantFrom(" ", "?", "#", "%", "&", ":", "ж", "字", "\u0000", "+", "~");
