import { describe, expect, it } from "vitest";
import { sentMailText } from "./sent-mail-text";

describe("sentMailText", () => {
  it("prints each mail's from, to, subject, date and text, separated by a rule", () => {
    const text = sentMailText([
      { from: "A <a@x.ru>", to: "b@x.ru", subject: "Тема 2", date: "2026-03-01T09:00:02.000Z", text: "второе" },
      { from: "A <a@x.ru>", to: "c@x.ru", subject: "Тема 1", date: "2026-03-01T09:00:01.000Z", text: "первое" },
    ]);
    expect(text).toBe(
      [
        "From:    A <a@x.ru>",
        "To:      b@x.ru",
        "Subject: Тема 2",
        "Date:    2026-03-01T09:00:02.000Z",
        "",
        "второе",
        "-".repeat(72),
        "From:    A <a@x.ru>",
        "To:      c@x.ru",
        "Subject: Тема 1",
        "Date:    2026-03-01T09:00:01.000Z",
        "",
        "первое",
        "",
      ].join("\n"),
    );
  });

  it("says so when nothing was sent", () => {
    expect(sentMailText([])).toBe("No mail has been sent yet.\n");
  });
});
