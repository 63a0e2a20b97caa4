import { describe, expect, it } from "vitest";
import { spentBudget } from "./spent-budget";

describe("spentBudget", () => {
  it("has room until a limiter says it is spent, then for whole seconds until then, then room again", () => {
    const budget = spentBudget();
    expect(budget.retryAfterSeconds(1_000)).toBe(0);
    budget.spentUntil(3_500);
    expect(budget.retryAfterSeconds(1_000)).toBe(3);
    expect(budget.retryAfterSeconds(3_000)).toBe(1);
    expect(budget.retryAfterSeconds(3_500)).toBe(0);
  });

  it("keeps the latest end it was told of", () => {
    const budget = spentBudget();
    budget.spentUntil(5_000);
    budget.spentUntil(2_000);
    expect(budget.retryAfterSeconds(4_000)).toBe(1);
  });
});
