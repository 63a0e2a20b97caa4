import { err, ok, type Result } from "../shared/result";

/** The longest message of an application's thread, in characters (code points) after trimming. */
export const MESSAGE_MAX_LENGTH = 4000;

export type MessageTextError =
  | { readonly _tag: "MessageEmpty" }
  | { readonly _tag: "MessageTooLong"; readonly max: number; readonly length: number };

/**
 * A message as it is stored: the written text trimmed at both ends, 1 to 4000 characters. It stays plain text (no
 * markup is read from it); every screen renders it escaped.
 */
export const messageText = (raw: string): Result<string, MessageTextError> => {
  const text = raw.trim();
  const length = [...text].length;
  if (length === 0) return err({ _tag: "MessageEmpty" });
  if (length > MESSAGE_MAX_LENGTH) return err({ _tag: "MessageTooLong", max: MESSAGE_MAX_LENGTH, length });
  return ok(text);
};
