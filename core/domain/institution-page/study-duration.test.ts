import { describe, expect, it } from "vitest";
import { studyDuration, typicalStudyDuration } from "./study-duration";

describe("studyDuration", () => {
  it("reads years, months, semesters and weeks in every plural form", () => {
    expect(studyDuration("4 года")?.iso).toBe("P4Y");
    expect(studyDuration("1 год")?.iso).toBe("P1Y");
    expect(studyDuration("5 лет")?.iso).toBe("P5Y");
    expect(studyDuration("6 месяцев")?.iso).toBe("P6M");
    expect(studyDuration("1 семестр")).toEqual({ iso: "P6M", days: 180 });
    expect(studyDuration("2 семестра")?.iso).toBe("P12M");
    expect(studyDuration("10 недель")).toEqual({ iso: "P10W", days: 70 });
  });

  it("turns a fraction of a year into months", () => {
    expect(studyDuration("1,5 года")).toEqual({ iso: "P18M", days: 540 });
    expect(studyDuration(" 2.5 Года ")?.iso).toBe("P30M");
  });

  it("refuses what is not one length", () => {
    for (const text of [null, "", "по запросу", "2-3 года", "0 лет", "4", "года", "4 дня", "1,3 недели"]) {
      expect(studyDuration(text)).toBeNull();
    }
  });
});

describe("typicalStudyDuration", () => {
  it("takes the length named most often", () => {
    expect(typicalStudyDuration(["4 года", "3 года", "4 года", null])?.iso).toBe("P4Y");
  });

  it("takes the shorter one on a tie", () => {
    expect(typicalStudyDuration(["4 года", "1 семестр"])?.iso).toBe("P6M");
  });

  it("is null without a readable period", () => {
    expect(typicalStudyDuration([null, "по запросу"])).toBeNull();
  });
});
