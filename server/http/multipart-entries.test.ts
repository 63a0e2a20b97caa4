import { describe, expect, it } from "vitest";
import { multipartEntries } from "./multipart-entries";

describe("multipartEntries", () => {
  it("keeps the first text of a name and every file of a name", () => {
    const form = new FormData();
    form.append("name", "Иван");
    form.append("name", "Пётр");
    form.append("utm[utm_source]", "vk");
    const a = new File(["a"], "a.pdf");
    const b = new File(["b"], "b.png");
    form.append("file", a);
    form.append("file", b);
    expect(multipartEntries(form)).toEqual({ name: "Иван", "utm[utm_source]": "vk", file: [a, b] });
  });

  it("reads an empty form as an empty object", () => {
    expect(multipartEntries(new FormData())).toEqual({});
  });
});
