import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { queueFilterArb } from "../../../tests/arbitraries/staff-queue.arb";
import { SAVED_QUEUE_VIEWS, savedViewFilter, savedViewOf } from "./saved-views";

const viewerArb = fc.integer({ min: 1, max: 2_147_483_647 });
const courseArb = fc.option(fc.integer({ min: 1, max: 2_147_483_647 }), { nil: null });

describe("saved queue views", () => {
  it("recognises each view's own filter as that view", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SAVED_QUEUE_VIEWS), viewerArb, (view, viewer) => {
        expect(savedViewOf(savedViewFilter(view, viewer), viewer)).toBe(view);
      }),
    );
  });

  it("names a view only for a filter equal to it", () => {
    fc.assert(
      fc.property(queueFilterArb, viewerArb, (filter, viewer) => {
        const view = savedViewOf(filter, viewer);
        if (view !== null) expect(savedViewFilter(view, viewer, filter.course)).toEqual(filter);
      }),
    );
  });

  it("keeps a chosen course: each view within it is recognised, and differs from the view without it only there", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SAVED_QUEUE_VIEWS), viewerArb, courseArb, (view, viewer, course) => {
        const scoped = savedViewFilter(view, viewer, course);
        expect(scoped.course).toBe(course);
        expect(savedViewOf(scoped, viewer)).toBe(view);
        expect({ ...scoped, course: null }).toEqual(savedViewFilter(view, viewer));
      }),
    );
  });

  it("shows the viewer's own, the unassigned and the overdue ones on the first page", () => {
    expect(savedViewFilter("mine", 7)).toMatchObject({ assignee: 7, page: 1 });
    expect(savedViewFilter("unassigned", 7)).toMatchObject({ assignee: "none" });
    expect(savedViewFilter("overdue", 7)).toMatchObject({ overdue: true, assignee: "any" });
  });
});
