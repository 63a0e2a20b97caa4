import { describe, expect, it } from "vitest";
import { buildBanner } from "../../../tests/builders/banner.builder";
import { buildMainData } from "../../../tests/builders/main-data.builder";
import { ANONYMOUS_USER } from "../user/anonymous-user";
import { mainDataSchema } from "./main-data";

describe("mainDataSchema", () => {
  it("reads complete home data unchanged", () => {
    const data = buildMainData();
    expect(mainDataSchema.parse(data)).toEqual(data);
  });

  it.each([null, undefined])("reads user %s as the anonymous user (id 0)", (user) => {
    expect(mainDataSchema.parse({ ...buildMainData(), user }).user).toEqual(ANONYMOUS_USER);
  });

  it("keeps banners grouped by slot key", () => {
    const side = buildBanner({ id: 2, key: "main_side", title: "Языковые курсы" });
    const data = buildMainData({ banners: { main_top: [buildBanner()], main_side: [side] } });
    expect(mainDataSchema.parse(data).banners.main_side?.[0]?.title).toBe("Языковые курсы");
  });

  it("reads the HSK platform block", () => {
    const block = { title: "Платформа HSK", text: "Тренажёр экзамена", link: "/hsk/", image: null };
    expect(mainDataSchema.parse(buildMainData({ hsk: { block_platform: block } })).hsk.block_platform).toEqual(block);
  });

  it("rejects a contact block with a missing field", () => {
    const data = buildMainData();
    const { zip_code: _omitted, ...contacts } = data.layout_settings.contacts;
    const broken = { ...data, layout_settings: { ...data.layout_settings, contacts } };
    const result = mainDataSchema.safeParse(broken);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["layout_settings", "contacts", "zip_code"]]);
  });
});
