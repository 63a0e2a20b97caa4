import { describe, expect, it } from "vitest";
import { notificationsToRead } from "./notifications-read.action";

const formOf = (entries: readonly (readonly [string, string])[]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe("notificationsToRead", () => {
  it("reads «all» before any id", () => {
    expect(
      notificationsToRead(
        formOf([
          ["all", "1"],
          ["id", "4"],
        ]),
      ),
    ).toEqual({ _tag: "All" });
  });

  it("keeps the ids that can be ids, once each", () => {
    expect(
      notificationsToRead(
        formOf([
          ["id", "4"],
          ["id", "4"],
          ["id", "0"],
          ["id", "x"],
          ["id", "99999999999"],
          ["id", "7"],
        ]),
      ),
    ).toEqual({ _tag: "Ids", ids: [4, 7] });
  });

  it("names nothing when the form names nothing", () => {
    expect(notificationsToRead(formOf([]))).toEqual({ _tag: "Ids", ids: [] });
  });
});
