import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commentsListQuery } from "../../../core/domain/comments/comments-list-query";
import { toCommentsQueryParams } from "../../../core/domain/comments/comments-query-params";
import { listingServerQuery } from "../../../core/domain/listing/listing-server-query";
import { secondaryServerQuery } from "../../../core/domain/listing/secondary-server-query";
import { utmArb } from "../../../tests/arbitraries/attribution.arb";
import { relationArb, sortColumnArb } from "../../../tests/arbitraries/comments.arb";
import { facetsWithFilterArb } from "../../../tests/arbitraries/listing.arb";
import { toQueryString } from "../api-client/query-string";
import { AUTH_ROUTES } from "./auth.contract";
import { CATALOGUE_ROUTES } from "./catalogue.contract";
import { COMMENTS_ROUTES } from "./comments.contract";
import { FORMS_ROUTES } from "./forms.contract";

/** The query string as a server reads it: text values by name. */
const readQuery = (query: string): Record<string, string> => Object.fromEntries(new URLSearchParams(query));

const scopeArb = fc.oneof(
  fc.constant({ _tag: "Roots" as const }),
  fc.integer({ min: 1, max: 1_000_000 }).map((parent_id) => ({ _tag: "Replies" as const, parent_id })),
);

describe("request schema properties", () => {
  it("the comments query the client builds passes the contract and reads back as the same query", () => {
    fc.assert(
      fc.property(
        relationArb,
        sortColumnArb,
        fc.integer({ min: 1, max: 1000 }),
        scopeArb,
        (relation, column, page, scope) => {
          const query = commentsListQuery({ ...relation, sort_column: column }, page, scope);
          const sent = readQuery(toQueryString(toCommentsQueryParams(query)));
          const parsed = COMMENTS_ROUTES.commentsGrid.request.query.safeParse(sent);
          expect(parsed.error?.issues ?? []).toEqual([]);
          expect(parsed.data).toEqual({
            page: query.page,
            sort_column: query.sort_column,
            sort_order: query.sort_order,
            "search[model]": query.search.model,
            ...("by" in query.search ? { "search[by]": query.search.by } : { "search[root]": "true" }),
          });
        },
      ),
    );
  });

  it("any listing filter's two server queries, merged with paging, pass the contract", () => {
    fc.assert(
      fc.property(facetsWithFilterArb, fc.integer({ min: 1, max: 500 }), ({ filter }, page) => {
        const params = { ...listingServerQuery(filter), ...secondaryServerQuery(filter.secondary), page, per_page: 12 };
        const parsed = CATALOGUE_ROUTES.institutionsGrid.request.query.safeParse(readQuery(toQueryString(params)));
        expect(parsed.error?.issues ?? []).toEqual([]);
        expect(parsed.data?.search.page).toBe(page);
      }),
    );
  });

  it("a form body with any utm keeps exactly the utm values sent", () => {
    fc.assert(
      fc.property(utmArb, (utm) => {
        const body = { name: "Анна", phone: "+79123456789", page_url: "https://shuyuan.ru/", utm };
        const parsed = FORMS_ROUTES.promoForm.request.body.parse(body);
        expect(parsed.extras.utm).toEqual(
          Object.fromEntries(Object.entries(utm).map(([key, value]) => [key, value.trim()])),
        );
      }),
    );
  });

  it("a reset whose two passwords differ reports the mismatch, whatever else is wrong with it", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 140 }),
        fc.string({ minLength: 1, maxLength: 140 }),
        fc.oneof(fc.string({ maxLength: 210 }), fc.constant(undefined), fc.integer()),
        (password, confirmation, code) => {
          const confirmationDiffers = confirmation === password ? `${confirmation}!` : confirmation;
          const body = { password, password_confirmation: confirmationDiffers, code };
          const parsed = AUTH_ROUTES.resetPassword.request.body.safeParse(body);
          const mismatch = (parsed.error?.issues ?? []).filter(
            (issue) => issue.path.join(".") === "password_confirmation",
          );
          expect(mismatch.map((issue) => issue.message)).toEqual(["Пароли не совпадают."]);
        },
      ),
    );
  });

  it("a reset whose fields pass once trimmed but whose passwords differ reports the mismatch instead of throwing", () => {
    // Found by CI (seed -43474761): the trimmed code beside the raw body made the intersection unmergeable.
    const parsed = AUTH_ROUTES.resetPassword.request.body.safeParse({
      password: "       !",
      password_confirmation: " ",
      code: "! ",
    });
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toContainEqual([
      "password_confirmation",
      "Пароли не совпадают.",
    ]);
  });

  it("a reset with the same password twice never reports a mismatch", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 140 }), fc.string({ maxLength: 210 }), (password, code) => {
        const parsed = AUTH_ROUTES.resetPassword.request.body.safeParse({
          password,
          password_confirmation: password,
          code,
        });
        const messages = (parsed.error?.issues ?? []).map((issue) => issue.message);
        expect(messages).not.toContain("Пароли не совпадают.");
      }),
    );
  });
});
