import { describe, expect, it } from "vitest";
import { buildInstitution } from "../../../tests/builders/institution.builder";
import { type FakeHandler, json, jsonBodyOf, pathOf } from "../../../tests/fakes/fake-fetch";
import { postForm, runSiteAction } from "../../../tests/fakes/site-form-action-kit";
import { institutionPageAction } from "./institution-page.action";

const review = { site_form: "reviewForm", name: "Ирина", text: "Хорошие преподаватели", rating: "4", email: "" };
const PAGE = "/universities/cugb-29/";
const REVIEW_API = "/api/ru/v1/forms/leave-review-form";

/** The catalogue knows institution 29; every form call is accepted. */
const api: FakeHandler = (seen) => {
  if (pathOf(seen).includes("/institutions/29")) return json(buildInstitution({ id: 29 }));
  if (pathOf(seen).includes("/institutions/")) return json({ message: "Не найдено" }, 404);
  return json({ id: 8, message: "ok" }, 201);
};

describe("institutionPageAction: the review form of an institution page", () => {
  it("sends a review of the institution the path names, with the page's address and utm, whatever the post says", async () => {
    const pageUrl = `https://shuyuan.example${PAGE}?utm_source=x`;
    const request = postForm(`${PAGE}?utm_source=x`, { ...review, institution_id: "5", page_url: pageUrl });
    const { requests, result } = await runSiteAction(institutionPageAction, api, request);
    const sent = requests.find((seen) => pathOf(seen) === REVIEW_API);
    expect(jsonBodyOf(sent)).toMatchObject({
      name: "Ирина",
      rating: 4,
      institution_id: 29,
      page_url: pageUrl,
      utm: { utm_source: "x" },
    });
    expect(result).toMatchObject({ data: { reviewForm: { outcome: { _tag: "Sent" } } } });
  });

  it("an institution the catalogue does not know is the page's 404, and nothing is sent", async () => {
    const request = postForm("/universities/unknown-77/", review);
    const thrown = await runSiteAction(institutionPageAction, api, request).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it("a degree program page has no review form: the post is the quick order's", async () => {
    const request = postForm(`${PAGE}bakalavriat/`, review);
    const { requests, result } = await runSiteAction(institutionPageAction, api, request);
    expect(requests.map(pathOf)).not.toContain(REVIEW_API);
    expect(result).toHaveProperty("data.requestForm");
  });

  it("a post naming no form is the quick order's, as before", async () => {
    const request = postForm(PAGE, { name: "Анна", phone: "+7 900 123-45-67" });
    const { requests } = await runSiteAction(institutionPageAction, api, request);
    expect(requests.map(pathOf)).toEqual(["/api/ru/v1/forms/simple-form"]);
  });
});
