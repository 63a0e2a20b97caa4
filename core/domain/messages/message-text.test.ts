import { describe, expect, it } from "vitest";
import { err, ok } from "../shared/result";
import { MESSAGE_MAX_LENGTH, messageText } from "./message-text";

describe("messageText", () => {
  it("trims the text and keeps what is inside as written", () => {
    expect(messageText("  Добрый день!\nКогда будет ответ?  ")).toEqual(ok("Добрый день!\nКогда будет ответ?"));
  });

  it("keeps markup as plain characters", () => {
    expect(messageText("<b>жирный</b> & <script>")).toEqual(ok("<b>жирный</b> & <script>"));
  });

  it("refuses an empty or blank text", () => {
    expect(messageText("")).toEqual(err({ _tag: "MessageEmpty" }));
    expect(messageText(" \n\t ")).toEqual(err({ _tag: "MessageEmpty" }));
  });

  it("takes exactly 4000 characters and refuses 4001, counting code points", () => {
    expect(messageText("я".repeat(MESSAGE_MAX_LENGTH)).ok).toBe(true);
    expect(messageText("😀".repeat(MESSAGE_MAX_LENGTH)).ok).toBe(true);
    expect(messageText("я".repeat(MESSAGE_MAX_LENGTH + 1))).toEqual(
      err({ _tag: "MessageTooLong", max: MESSAGE_MAX_LENGTH, length: MESSAGE_MAX_LENGTH + 1 }),
    );
  });
});
