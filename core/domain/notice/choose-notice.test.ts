import { describe, expect, it } from "vitest";
import type { SiteNotice } from "../main-data/site-notice";
import { chooseNotice } from "./choose-notice";
import type { Notice } from "./notice";

const main: Notice = { id: 1, text: "Приём документов на осень открыт", level: "info" };
const model: Notice = {
  id: 7,
  text: "Набор на этот грант закрыт",
  title: "Грант",
  link: "/universities/",
  level: "warning",
};

describe("chooseNotice", () => {
  it("prefers the model notice", () => {
    expect(chooseNotice(model, main)).toBe(model);
    expect(chooseNotice(model, null)).toBe(model);
  });

  it("falls back to the main notice", () => {
    expect(chooseNotice(null, main)).toBe(main);
    expect(chooseNotice(undefined, main)).toBe(main);
  });

  it("does not let a blank notice hide the other", () => {
    expect(chooseNotice({ id: 8, text: "  " }, main)).toBe(main);
    expect(chooseNotice(null, { id: 2, text: "" })).toBeNull();
    expect(chooseNotice(null, undefined)).toBeNull();
  });
});

describe("chooseNotice with the main-data notice", () => {
  it("accepts a site notice as the main notice", () => {
    const site: SiteNotice = { id: 3, title: null, text: "Офис не работает 1 мая", link: null };
    expect(chooseNotice(null, site)).toBe(site);
    expect(chooseNotice(model, site)).toBe(model);
  });
});
