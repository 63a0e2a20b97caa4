import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AuthRecord } from "../../../core/domain/auth/auth-record";
import { authRecordArb } from "../../../tests/arbitraries/auth.arb";
import { fakeCookieJar } from "../../../tests/fakes/fake-cookie-jar";
import { authRecordFromCookies, readCookie, SESSION_ID_COOKIE } from "./auth-cookie";
import { browserSessionStore } from "./browser-session-store";
import { cookieMirroredSessionStore } from "./cookie-mirrored-session-store";
import { memoryStorage } from "./memory-storage";

const SID_CHARS = [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-"];
const sessionIdArb = fc.string({ unit: fc.constantFrom(...SID_CHARS), minLength: 16, maxLength: 64 });

type Step =
  | { readonly _tag: "set"; readonly record: AuthRecord }
  | { readonly _tag: "clear" }
  | { readonly _tag: "sid"; readonly id: string }
  | { readonly _tag: "clearSid" };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  authRecordArb.map((record) => ({ _tag: "set" as const, record })),
  fc.constant({ _tag: "clear" as const }),
  sessionIdArb.map((id) => ({ _tag: "sid" as const, id })),
  fc.constant({ _tag: "clearSid" as const }),
);

describe("cookie-mirrored session store properties", () => {
  it("after any run of writes the cookies carry exactly what the store holds", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { maxLength: 12 }), async (steps) => {
        // Every cookie counts as live: the jar's clock is before any generated expiry.
        const jar = fakeCookieJar(() => new Date(0));
        const store = cookieMirroredSessionStore(browserSessionStore(memoryStorage()), {
          writeCookie: jar.write,
          secure: false,
        });
        for (const step of steps) {
          if (step._tag === "set") await store.setAuthRecord(step.record);
          else if (step._tag === "clear") await store.clearAuthRecord();
          else if (step._tag === "sid") await store.setSessionId(step.id);
          else await store.clearSessionId();
        }
        expect(authRecordFromCookies(jar.header())).toEqual(await store.getAuthRecord());
        expect(readCookie(jar.header(), SESSION_ID_COOKIE)).toBe(await store.getSessionId());
      }),
    );
  });
});
