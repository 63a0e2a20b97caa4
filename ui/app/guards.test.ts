import { QueryClient } from "@tanstack/react-query";
import { isRouteErrorResponse, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { ApiClient } from "../../adapters/http/api-client/api-client";
import { ANONYMOUS_USER } from "../../core/domain/user/anonymous-user";
import type { User } from "../../core/domain/user/user";
import { passGuards } from "./guards";
import { requestApiContext, requestQueryClientContext } from "./request-context";

/** Runs a route's guards with an API client whose /auth/me answers `me`; "passed" when none refuses. */
async function run(names: readonly string[], me: User | null, calls = { me: 0 }) {
  const context = new RouterContextProvider();
  const auth = {
    me: async () => {
      calls.me += 1;
      return me;
    },
  };
  context.set(requestApiContext, { auth } as unknown as ApiClient);
  context.set(requestQueryClientContext, new QueryClient());
  const request = new Request("http://site.test/u/settings/");
  try {
    await passGuards(names, { request, context });
    return "passed";
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

describe("passGuards", () => {
  it("lets a signed-in user through an only-authorized page", async () => {
    expect(await run(["only-authorized"], { ...ANONYMOUS_USER, id: 7, first_name: "Анна" })).toBe("passed");
  });

  it("answers 403 «Доступ запрещен» to an anonymous visitor (no user, or the anonymous user id 0)", async () => {
    expect(errorOf(await run(["only-authorized"], null))).toEqual({ status: 403, data: "Доступ запрещен" });
    expect(errorOf(await run(["only-authorized"], ANONYMOUS_USER))).toEqual({ status: 403, data: "Доступ запрещен" });
  });

  it("fails with 500 'Unknown middleware' for a guard name nobody registered, whoever asks", async () => {
    const user = { ...ANONYMOUS_USER, id: 7 };
    expect(errorOf(await run(["only-admins"], user))).toEqual({ status: 500, data: "Unknown middleware" });
    expect(errorOf(await run(["only-authorized", ""], user))).toEqual({ status: 500, data: "Unknown middleware" });
  });

  it("passes a route without guards, and asks the API for the user once however often a guard runs", async () => {
    expect(await run([], null)).toBe("passed");
    const calls = { me: 0 };
    const user = { ...ANONYMOUS_USER, id: 7 };
    expect(await run(["only-authorized", "only-authorized"], user, calls)).toBe("passed");
    expect(calls.me).toBe(1);
  });

  it("lets staff and admins through only-staff, and only admins through only-admin", async () => {
    const staff = { ...ANONYMOUS_USER, id: 8, role: "staff" as const };
    const admin = { ...ANONYMOUS_USER, id: 9, role: "admin" as const };
    expect(await run(["only-staff"], staff)).toBe("passed");
    expect(await run(["only-staff", "only-admin"], admin)).toBe("passed");
    expect(errorOf(await run(["only-staff", "only-admin"], staff))).toEqual({ status: 403, data: "Доступ запрещен" });
  });

  it("answers 403 on the staff console to anonymous visitors and plain users alike", async () => {
    const plain = { ...ANONYMOUS_USER, id: 7 };
    for (const name of ["only-staff", "only-admin"]) {
      for (const me of [null, ANONYMOUS_USER, plain]) {
        expect(errorOf(await run([name], me))).toEqual({ status: 403, data: "Доступ запрещен" });
      }
    }
  });
});
