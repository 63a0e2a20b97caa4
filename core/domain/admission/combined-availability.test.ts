import { describe, expect, it } from "vitest";
import type { AdmissionWaves } from "./admission-waves";
import { combinedAvailability } from "./combined-availability";

const waves = (status: "open" | "closed", current: number, from = "2027-03-01T00:00:00+03:00"): AdmissionWaves => ({
  status,
  current,
  current_date_from: null,
  current_date_to: null,
  waves: [{ label: "1 волна", date_from: from, date_to: null, date_from_str: from.slice(0, 10), date_to_str: "end" }],
});

describe("combinedAvailability", () => {
  it("is open when one base is, with the free places of the open bases summed", () => {
    expect(
      combinedAvailability([
        { waves: waves("open", 1), available_places: 0 },
        { waves: waves("open", 1), available_places: 5 },
        { waves: waves("open", 1), available_places: 7 },
        { waves: waves("closed", 0), available_places: 40 },
      ]),
    ).toEqual({ _tag: "Open", available: 12 });
  });

  it("does not know the free places when an open base does not publish them", () => {
    expect(
      combinedAvailability([
        { waves: waves("open", 1), available_places: 5 },
        { waves: waves("open", 1), available_places: null },
      ]),
    ).toEqual({ _tag: "Open", available: null });
  });

  it("prefers the base that opens first over a full one", () => {
    expect(
      combinedAvailability([
        { waves: waves("open", 1), available_places: 0 },
        { waves: waves("closed", 0, "2027-04-01T00:00:00+03:00"), available_places: 3 },
        { waves: waves("closed", 0, "2027-02-01T00:00:00+03:00"), available_places: 3 },
      ]),
    ).toMatchObject({ _tag: "Upcoming", opensOn: "2027-02-01" });
  });

  it("is full when every base that is not finished is full", () => {
    expect(
      combinedAvailability([
        { waves: waves("closed", 6), available_places: 3 },
        { waves: waves("open", 2), available_places: 0 },
      ]),
    ).toEqual({ _tag: "Full" });
  });

  it("is finished, then closed, when nothing else is left; closed without bases", () => {
    expect(combinedAvailability([{ waves: waves("closed", 6), available_places: 1 }])).toEqual({
      _tag: "Finished",
      closedOn: "end",
    });
    expect(combinedAvailability([])).toEqual({ _tag: "Closed" });
  });
});
