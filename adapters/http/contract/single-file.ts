import { hinted } from "./json-schema-hints";
import { z } from "./zod-ru";

/** The messages of a one-file field: more than one file, none (or an empty one), too large. */
export type SingleFileMessages = Readonly<{ oneFile: string; missing: string; tooLarge: string }>;

/**
 * A multipart field that must hold exactly one non-empty file of at most `maxBytes` (one entry, or a list when the
 * field is repeated; text in the field is not a file). What the file is, is decided from its bytes by the use case,
 * never from its name or declared type.
 */
export const singleFile = (maxBytes: number, messages: SingleFileMessages) =>
  hinted(
    z.unknown().transform((value, context): File => {
      const entries = Array.isArray(value) ? value : value === undefined ? [] : [value];
      const files = entries.filter((entry): entry is File => entry instanceof File);
      const [file] = files;
      const message =
        files.length > 1
          ? messages.oneFile
          : file === undefined || file.size === 0
            ? messages.missing
            : file.size > maxBytes
              ? messages.tooLarge
              : null;
      if (message === null && file !== undefined) return file;
      context.addIssue({ code: "custom", message: message ?? messages.missing });
      return z.NEVER;
    }),
    z.file().max(maxBytes),
  );
