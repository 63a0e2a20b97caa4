import { isRouteErrorResponse, type MiddlewareFunction, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { ApiClient } from "../../adapters/http/api-client/api-client";
import { ANONYMOUS_USER } from "../../core/domain/user/anonymous-user";
import type { User } from "../../core/domain/user/user";
import { guard } from "./guards";
import { requestApiContext } from "./request-context";

type Args = Parameters<MiddlewareFunction<Response>>[0];

/** Runs one middleware with an API client whose /auth/me answers `me`; the page itself answers 200 "page". */
async function run(name: string, me: User | null) {
  const context = new RouterContextProvider();
  context.set(requestApiContext, { auth: { me: async () => me } } as unknown as ApiClient);
  const args = { request: new Request("http://site.test/u/settings/"), context, params: {} } as unknown as Args;
  try {
    return await guard(name)(args, async () => new Response("page"));
  } catch (error) {
    return error;
  }
}

/** What a thrown `data(message, {status})` carries (React Router turns it into the error page's response). */
const errorOf = (outcome: unknown) => {
  if (isRouteErrorResponse(outcome)) return { status: outcome.status, data: outcome.data };
  const thrown = outcome as { type?: string; data?: unknown; init?: { status?: number } } | null;
  return thrown?.type === "DataWithResponseInit" ? { status: thrown.init?.status, data: thrown.data } : null;
};

describe("guard", () => {
  it("lets a signed-in user through an only-authorized page", async () => {
    const outcome = await run("only-authorized", { ...ANONYMOUS_USER, id: 7, first_name: "Анна" });
    expect(outcome).toBeInstanceOf(Response);
    expect(await (outcome as Response).text()).toBe("page");
  });

  it("answers 403 «Доступ запрещен» to an anonymous visitor (no user, or the anonymous user id 0)", async () => {
    expect(errorOf(await run("only-authorized", null))).toEqual({ status: 403, data: "Доступ запрещен" });
    expect(errorOf(await run("only-authorized", ANONYMOUS_USER))).toEqual({ status: 403, data: "Доступ запрещен" });
  });

  it("fails with 500 'Unknown middleware' for a guard name nobody registered, whoever asks", async () => {
    const user = { ...ANONYMOUS_USER, id: 7 };
    expect(errorOf(await run("only-admins", user))).toEqual({ status: 500, data: "Unknown middleware" });
    expect(errorOf(await run("", null))).toEqual({ status: 500, data: "Unknown middleware" });
  });
});
