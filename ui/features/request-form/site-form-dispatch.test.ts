import { describe, expect, it } from "vitest";
import { postForm } from "../../../tests/fakes/site-form-action-kit";
import { dispatchSiteForms, SITE_FORM_ENTRY } from "./site-form-dispatch";

const args = (request: Request) => ({ request, url: new URL(request.url), context: {} as never });

describe("dispatchSiteForms", () => {
  const action = dispatchSiteForms(
    { promoForm: async () => "promo", reviewForm: async () => "review" },
    async () => "request",
  );

  it("gives the post to the form its `site_form` entry names", async () => {
    expect(await action(args(postForm("/", { [SITE_FORM_ENTRY]: "promoForm", name: "А" })))).toBe("promo");
    expect(await action(args(postForm("/", { [SITE_FORM_ENTRY]: "reviewForm" })))).toBe("review");
  });

  it("a post naming no form, or an unknown one, goes to the fallback (the request form)", async () => {
    expect(await action(args(postForm("/", { name: "А" })))).toBe("request");
    expect(await action(args(postForm("/", { [SITE_FORM_ENTRY]: "toString" })))).toBe("request");
  });

  it("leaves the body for the chosen action to read", async () => {
    const reading = dispatchSiteForms({}, async ({ request }) => (await request.formData()).get("name"));
    expect(await reading(args(postForm("/", { name: "Анна" })))).toBe("Анна");
  });

  it("a body that is not a form goes to the fallback, which answers it", async () => {
    const request = new Request("https://shuyuan.example/", {
      method: "POST",
      body: "{",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
    });
    expect(await action(args(request))).toBe("request");
  });
});
