import { describe, expect, it } from "vitest";
import { availabilityBadge, availabilityReason, baseTypeName, placesText, ratingCountText } from "./institution-texts";
import { ratingValueText } from "./rating-texts";

describe("institution texts", () => {
  it("names the two funded base types and nothing for a paid place or an unknown number", () => {
    expect(baseTypeName(1)).toBe("Грант");
    expect(baseTypeName(2)).toBe("Стипендия");
    expect(baseTypeName(null)).toBeNull();
    expect(baseTypeName(7)).toBeNull();
  });

  it("says the places with what is known", () => {
    expect(placesText(53, 8)).toBe("свободно 8 из 53");
    expect(placesText(1200, null)).toBe("всего: 1\u00a0200");
    expect(placesText(null, 4)).toBe("свободно: 4");
    expect(placesText(null, null)).toBeNull();
  });

  it("writes the rating and its count the Russian way", () => {
    expect(ratingValueText(4.99)).toBe("4,99");
    expect(ratingValueText(4)).toBe("4,0");
    expect(ratingCountText(382)).toBe("382 оценки");
    expect(ratingCountText(1)).toBe("1 оценка");
    expect(ratingCountText(11)).toBe("11 оценок");
  });
});

describe("availability texts", () => {
  it("badges an open base as taking applications, a full one as having no places, the rest as closed", () => {
    expect(availabilityBadge({ _tag: "Open", available: 3 })).toEqual({ tone: "open", text: "Идёт приём заявок" });
    expect(availabilityBadge({ _tag: "Full" })).toEqual({ tone: "closed", text: "Мест нет" });
    expect(availabilityBadge({ _tag: "Upcoming", opensOn: null, opensAt: null })).toEqual({
      tone: "closed",
      text: "Приём закрыт",
    });
  });

  it("says why nothing can be applied for, and nothing when it can", () => {
    expect(availabilityReason({ _tag: "Open", available: null })).toBeNull();
    expect(availabilityReason({ _tag: "Full" })).toBe("Все места заняты — приём закрыт");
    expect(availabilityReason({ _tag: "Upcoming", opensOn: "1 марта 2027", opensAt: "2027-03-01" })).toBe(
      "Приём откроется 1 марта 2027",
    );
    expect(availabilityReason({ _tag: "Upcoming", opensOn: null, opensAt: null })).toBe("Приём ещё не открыт");
    expect(availabilityReason({ _tag: "Finished", closedOn: "30 июня 2026" })).toBe("Приём завершён 30 июня 2026");
    expect(availabilityReason({ _tag: "Finished", closedOn: null })).toBe("Приём завершён");
    expect(availabilityReason({ _tag: "Closed" })).toBe("Сейчас заявки не принимаются");
  });
});
