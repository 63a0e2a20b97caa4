import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES } from "../../../core/domain/booking/booking-status";
import { parseBookingStatus } from "../../../core/domain/booking/parse-booking-status";
import { afterOfferPlan } from "../../../core/domain/timeline/after-offer";
import { stageExpectation } from "../../../core/domain/timeline/stage-expectation";
import { countdownTexts } from "./after-offer-countdowns";
import {
  calendarDateText,
  moscowDateTimeText,
  partyText,
  timelineEntryText,
  usualDaysText,
  warningText,
} from "./timeline-texts";

describe("timeline texts", () => {
  it("says whose move it is and how long the stage usually takes", () => {
    expect(partyText("applicant")).toBe("Ждём вас");
    expect(partyText("agency")).toBe("Ждём нас");
    expect(partyText("university")).toBe("Ждём университет");
    expect(partyText("nobody")).toBeNull();
    expect(usualDaysText({ min: 1, max: 3 })).toBe("обычно 1–3 дня");
    expect(usualDaysText({ min: 14, max: 60 })).toBe("обычно 14–60 дней");
    expect(usualDaysText({ min: 21, max: 21 })).toBe("обычно 21 день");
  });

  it("has words for every status's party", () => {
    for (const key of BOOKING_STATUSES) {
      const { party, usual_days } = stageExpectation(parseBookingStatus(key));
      expect(partyText(party) === null).toBe(usual_days === null);
    }
  });

  it("writes times on Moscow's clock and dates as dd.mm.yyyy", () => {
    expect(moscowDateTimeText(new Date("2026-11-20T21:30:00.000Z"))).toBe("21 ноября 2026, 00:30 мск");
    expect(calendarDateText("2027-03-12")).toBe("12.03.2027");
  });

  it("tells a creation, a status change, a document step and a rejection apart", () => {
    const at = new Date("2026-11-20T09:00:00.000Z");
    const status = { _tag: "StatusChanged", at, by: "applicant", comment: "" } as const;
    expect(timelineEntryText({ ...status, from: null, to: parseBookingStatus("registering") })).toBe(
      "Заявка создана: «Оформление»",
    );
    expect(
      timelineEntryText({ ...status, from: parseBookingStatus("registering"), to: parseBookingStatus("lost") }),
    ).toBe("Статус: «Неизвестный статус»");
    const document = { _tag: "DocumentMoved", at, by: "staff", document_title: "Паспорт", remark: "" } as const;
    expect(timelineEntryText({ ...document, from_stage: "needed", to_stage: "uploaded" })).toBe("Паспорт: загружен");
    expect(timelineEntryText({ ...document, from_stage: "uploaded", to_stage: "needed" })).toBe(
      "Паспорт: отклонён, нужен снова",
    );
  });

  it("counts down to registration and shows JW202's last day", () => {
    const plan = afterOfferPlan(
      { registration: "2026-09-11", jw202: "2026-09-12", arrival: "2026-09-01" },
      new Date("2026-08-01T09:00:00.000Z"),
    );
    expect(countdownTexts(plan.countdowns)).toEqual([
      "До регистрации 41 день",
      "JW202 действует до 12.03.2027",
      "На вид на жительство осталось 61 день (до 01.10.2026)",
    ]);
  });

  it("puts every warning in words with its date", () => {
    fc.assert(
      fc.property(fc.constantFrom("2026-08-28", "2027-01-01"), (date) => {
        for (const warning of [
          { _tag: "ArrivalTooEarly", earliest: date },
          { _tag: "Jw202ExpiredBeforeVisa", valid_until: date },
          { _tag: "ResidencePermitLate", due: date },
        ] as const) {
          expect(warningText(warning)).toContain(calendarDateText(date));
        }
      }),
    );
  });
});
