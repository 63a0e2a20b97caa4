import { describe, expect, it } from "vitest";
import { json, jsonBodyOf, pathOf } from "../../../tests/fakes/fake-fetch";
import { postForm, runSiteAction } from "../../../tests/fakes/site-form-action-kit";
import { institutionReviewAction, reviewsPageAction } from "./review-form.action";

const review = { name: "Ирина", text: "Хорошие преподаватели", rating: "5", email: "" };
const accepted = () => json({ id: 8, message: "ok" }, 201);

describe("reviews of one institution", () => {
  it("names the institution in the lead from the server's side, whatever the post says", async () => {
    const request = postForm("/reviews/?institution=12", { ...review, institution_id: "99" });
    const { requests, result } = await runSiteAction(institutionReviewAction(12), accepted, request);
    expect(pathOf(requests[0])).toBe("/api/ru/v1/forms/leave-review-form");
    expect(jsonBodyOf(requests[0])).toMatchObject({ name: "Ирина", rating: 5, institution_id: 12 });
    expect(result.data.reviewForm.outcome).toEqual({ _tag: "Sent" });
  });

  it("an address naming no id asks the catalogue nothing: a review of the company", async () => {
    const { requests } = await runSiteAction(
      reviewsPageAction,
      accepted,
      postForm("/reviews/?institution=abc", review),
    );
    expect(requests.map(pathOf)).toEqual(["/api/ru/v1/forms/leave-review-form"]);
    expect(jsonBodyOf(requests[0])).not.toHaveProperty("institution_id");
  });

  it("an institution the catalogue does not know is not named", async () => {
    const handler = (seen: { url: string }) =>
      seen.url.includes("/institutions/") ? json({ message: "Не найдено" }, 404) : accepted();
    const { requests } = await runSiteAction(reviewsPageAction, handler, postForm("/reviews/?institution=77", review));
    const sent = requests.find((seen) => pathOf(seen) === "/api/ru/v1/forms/leave-review-form");
    expect(jsonBodyOf(sent)).not.toHaveProperty("institution_id");
  });
});
