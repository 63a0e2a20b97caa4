import { describe, expect, it } from "vitest";
import { quickOrderFromQuery } from "./quick-order";
import { QUICK_ORDER_SUBJECT_MAX, quickOrderSubject } from "./quick-order-subject";

const programs = [{ id: 102 }, { id: 103 }];
const CLOSED = { open: false, degree_program_id: null, education_base_id: null };

describe("quickOrderFromQuery", () => {
  it("opens the quick order for a program of the institution", () => {
    expect(quickOrderFromQuery("103", programs)).toEqual({
      open: true,
      degree_program_id: 103,
      education_base_id: null,
    });
  });

  it("stays closed for nothing, a foreign program or a value that is not an id", () => {
    for (const value of [null, "", "999", "10x", "-102", "1e2"])
      expect(quickOrderFromQuery(value, programs)).toEqual(CLOSED);
  });
});

describe("quickOrderSubject", () => {
  it("names the institution and what the request is about", () => {
    expect(quickOrderSubject("Китайский геологический университет", "Бакалавриат", null)).toBe(
      "Быстрая заявка: Китайский геологический университет — Бакалавриат",
    );
    expect(quickOrderSubject("CUGB")).toBe("Быстрая заявка: CUGB");
  });

  it("cuts a long subject to the form's limit with an ellipsis", () => {
    const subject = quickOrderSubject("У".repeat(300));
    expect(subject).toHaveLength(QUICK_ORDER_SUBJECT_MAX);
    expect(subject.endsWith("…")).toBe(true);
  });
});
