import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COURSE_KIND_KEYS, type CourseKind } from "../catalogue/course-ref";
import { mandatoryDocumentsIn } from "../documents/mandatory-documents";
import { afterOfferPlan } from "../timeline/after-offer";
import { planForSteps } from "../timeline/after-offer-steps";
import { MILESTONE_STEPS } from "../timeline/milestone-step";
import { applicationChecklist } from "./application-checklist";
import { courseAfterOfferSteps } from "./course-after-offer";
import { courseChecklist } from "./course-checklist";
import { courseStarts } from "./course-start";
import { courseStayDays, courseVisa, X2_MAX_STAY_DAYS } from "./course-stay";
import { courseStudyPlace } from "./course-study-place";
import { courseRefundRule, courseTuitionDraft } from "./course-tuition";

const kindArb = fc.constantFrom<CourseKind>(...COURSE_KIND_KEYS);
const onlineKindArb = fc.constantFrom<CourseKind>("online", "individual", "hsk", "intensive");
const unitArb = fc.constantFrom(
  { word: "недель", days: 7 },
  { word: "месяцев", days: 30 },
  { word: "семестра", days: 140 },
  { word: "года", days: 365 },
  { word: "дней", days: 1 },
);
const spanArb = fc.record({ count: fc.integer({ min: 1, max: 60 }), unit: unitArb });
const durationArb = fc.oneof(
  fc
    .array(spanArb, { minLength: 1, maxLength: 3 })
    .map((spans) => spans.map((s) => `${s.count} ${s.unit.word}`).join(", ")),
  fc.constantFrom("60 минут", "", "по договорённости"),
);
const nowArb = fc.date({
  min: new Date("2020-01-01T00:00:00Z"),
  max: new Date("2040-12-31T00:00:00Z"),
  noInvalidDate: true,
});

describe("courseStayDays and courseVisa", () => {
  it("reads the spans of the durations the catalogue holds", () => {
    expect(courseStayDays("1 семестр, 18 недель")).toBe(140);
    expect(courseStayDays("1 учебный год")).toBe(365);
    expect(courseStayDays("4 месяца, 32 занятия")).toBe(120);
    expect(courseStayDays("полгода")).toBe(182);
    expect(courseStayDays("60 минут")).toBeNull();
    expect(courseVisa("1 семестр, 18 недель")).toBe("x2");
    expect(courseVisa("1 учебный год")).toBe("x1");
  });

  it("takes the longest span named, and X2 exactly when it is at most 180 days", () => {
    fc.assert(
      fc.property(fc.array(spanArb, { minLength: 1, maxLength: 3 }), (spans) => {
        const text = spans.map((s) => `${s.count} ${s.unit.word}`).join(", ");
        const longest = Math.max(...spans.map((s) => s.count * s.unit.days));
        expect(courseStayDays(text)).toBe(longest);
        expect(courseVisa(text)).toBe(longest <= X2_MAX_STAY_DAYS ? "x2" : "x1");
      }),
    );
  });

  it("asks for X1 when the duration names no span (the longer path is the safe one)", () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => courseStayDays(s) === null),
        (text) => {
          expect(courseVisa(text)).toBe("x1");
        },
      ),
    );
  });
});

describe("courseChecklist", () => {
  it("holds no mandatory paper for a course taught online, so it may be sent at once", () => {
    fc.assert(
      fc.property(onlineKindArb, durationArb, (kind, duration) => {
        const list = courseChecklist({ course_kind: kind, course_duration: duration });
        expect(list.every((entry) => !entry.mandatory)).toBe(true);
        expect(mandatoryDocumentsIn(list.map((entry) => ({ ...entry, stage: "needed" }))).ready).toBe(true);
        expect(list.map((entry) => entry.kind)).toEqual(kind === "hsk" ? ["hsk"] : []);
      }),
    );
  });

  it("asks a course in China for the passport and the photo, and the medical form only for an X1 stay", () => {
    fc.assert(
      fc.property(durationArb, (duration) => {
        const list = courseChecklist({ course_kind: "language", course_duration: duration });
        expect(list.filter((entry) => entry.mandatory).map((entry) => entry.kind)).toEqual(["passport", "photo"]);
        expect(list.some((entry) => entry.kind === "medical")).toBe(courseVisa(duration) === "x1");
        expect(list.map((entry) => entry.position)).toEqual(list.map((_, i) => i));
        expect(new Set(list.map((entry) => entry.kind)).size).toBe(list.length);
      }),
    );
  });

  it("is what the application checklist gives for a course source, and leaves the base's rules alone", () => {
    fc.assert(
      fc.property(kindArb, durationArb, (kind, duration) => {
        const source = { course_kind: kind, course_duration: duration };
        expect(applicationChecklist(source)).toEqual(courseChecklist(source));
      }),
    );
    expect(applicationChecklist(null).some((entry) => entry.kind === "passport" && entry.mandatory)).toBe(true);
  });
});

describe("courseAfterOfferSteps", () => {
  it("has no steps online; in China X2 skips JW202 and the residence permit, X1 keeps every step, in order", () => {
    fc.assert(
      fc.property(kindArb, durationArb, (kind, duration) => {
        const steps = courseAfterOfferSteps(kind, duration);
        const expected =
          courseStudyPlace(kind) === "online"
            ? []
            : courseVisa(duration) === "x2"
              ? ["admission_notice", "x1_visa", "arrival", "registration"]
              : [...MILESTONE_STEPS];
        expect(steps).toEqual(expected);
      }),
    );
  });

  it("cuts a plan to the steps: no countdown or warning of a step left out", () => {
    const dateArb = fc
      .date({ min: new Date("2026-01-01T00:00:00Z"), max: new Date("2028-12-31T00:00:00Z"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const datesArb = fc.record(
      Object.fromEntries(MILESTONE_STEPS.map((step) => [step, dateArb])) as Record<
        (typeof MILESTONE_STEPS)[number],
        fc.Arbitrary<string>
      >,
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(datesArb, nowArb, durationArb, (dates, now, duration) => {
        const steps = courseAfterOfferSteps("language", duration);
        const plan = planForSteps(afterOfferPlan(dates, now), steps);
        expect(plan.steps.map((s) => s.step)).toEqual(steps);
        if (!steps.includes("jw202")) {
          expect(plan.countdowns.jw202_valid_until).toBeNull();
          expect(plan.warnings.some((w) => w._tag === "Jw202ExpiredBeforeVisa")).toBe(false);
        }
        if (!steps.includes("residence_permit")) {
          expect(plan.countdowns.days_to_residence_permit).toBeNull();
          expect(plan.warnings.some((w) => w._tag === "ResidencePermitLate")).toBe(false);
        }
        expect(planForSteps(afterOfferPlan(dates, now), MILESTONE_STEPS)).toEqual(afterOfferPlan(dates, now));
      }),
    );
  });
});

describe("courseStarts", () => {
  const monthNumber = (s: { year: number; month: number }) => s.year * 12 + s.month - 1;
  const moscowMonth = (now: Date) => {
    const [y, m] = new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 7).split("-").map(Number);
    return (y ?? 0) * 12 + (m ?? 1) - 1;
  };

  it("offers an online course the next three months, after the current Moscow month, in order", () => {
    fc.assert(
      fc.property(fc.constantFrom<CourseKind>("online", "hsk", "intensive"), nowArb, (kind, now) => {
        const starts = courseStarts(kind, now);
        expect(starts.map((s) => (s._tag === "Month" ? monthNumber(s) : -1))).toEqual(
          [1, 2, 3].map((i) => moscowMonth(now) + i),
        );
      }),
    );
  });

  it("offers individual lessons «as soon as possible» first, then the months", () => {
    fc.assert(
      fc.property(nowArb, (now) => {
        const [first, ...rest] = courseStarts("individual", now);
        expect(first).toEqual({ _tag: "Soon" });
        expect(rest).toEqual(courseStarts("online", now));
      }),
    );
  });

  it("offers a course in China the next two semesters (March, September) at least three months away", () => {
    fc.assert(
      fc.property(nowArb, (now) => {
        const starts = courseStarts("language", now);
        expect(starts).toHaveLength(2);
        const months = starts.map((s) => {
          if (s._tag !== "Semester") throw new Error("a semester expected");
          return s.year * 12 + (s.season === "spring" ? 2 : 8);
        });
        const [a = 0, b = 0] = months;
        expect(a).toBeGreaterThanOrEqual(moscowMonth(now) + 3);
        expect(a).toBeLessThanOrEqual(moscowMonth(now) + 8);
        expect(b - a).toBe(6);
      }),
    );
  });
});

describe("courseTuitionDraft", () => {
  it("prices the tuition line from the course in roubles, the agency receiving it, due at the first payment", () => {
    fc.assert(
      fc.property(
        kindArb,
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.string({ minLength: 1 }),
        (kind, price, title) => {
          expect(courseTuitionDraft({ kind, price, title })).toEqual({
            kind: "tuition",
            description: title,
            recipient: "agency",
            amount_minor: price * 100,
            currency: "RUB",
            refund_rule: courseRefundRule(kind),
            payment_status: "pending_payment",
          });
        },
      ),
    );
  });

  it("has no line for a course without a price, and refunds in China only until the offer", () => {
    fc.assert(
      fc.property(kindArb, fc.oneof(fc.constant(null), fc.integer({ max: 0 })), (kind, price) => {
        expect(courseTuitionDraft({ kind, price, title: "Курс" })).toBeNull();
        expect(courseRefundRule(kind)).toBe(
          courseStudyPlace(kind) === "china" ? "refundable_until_offer" : "refundable_minus_bank_costs",
        );
      }),
    );
  });
});
