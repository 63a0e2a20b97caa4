import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { socialSignInStep } from "./social-sign-in";

const accountId = fc.integer({ min: 1, max: 1000 });
const maybeAccount = fc.option(accountId, { nil: null });

describe("socialSignInStep", () => {
  it("links to the account that started a link, unless another account has the network", () => {
    fc.assert(
      fc.property(accountId, maybeAccount, maybeAccount, fc.boolean(), (starterId, linkedTo, emailOwner, hasEmail) => {
        const step = socialSignInStep({ purpose: "link", starterId, linkedTo, emailOwner, hasEmail });
        if (linkedTo === null) expect(step).toEqual({ _tag: "Link", accountId: starterId });
        else if (linkedTo === starterId) expect(step).toEqual({ _tag: "AlreadyLinked", accountId: starterId });
        else expect(step).toEqual({ _tag: "Refuse", reason: "taken" });
      }),
    );
  });

  it("signs the linked account in, whatever address the network shares", () => {
    fc.assert(
      fc.property(accountId, maybeAccount, fc.boolean(), (linkedTo, emailOwner, hasEmail) => {
        expect(socialSignInStep({ purpose: "login", starterId: null, linkedTo, emailOwner, hasEmail })).toEqual({
          _tag: "SignIn",
          accountId: linkedTo,
        });
      }),
    );
  });

  it("registers only with a shared address nobody has; never links an account by its address", () => {
    fc.assert(
      fc.property(maybeAccount, fc.boolean(), (emailOwner, hasEmail) => {
        const step = socialSignInStep({ purpose: "login", starterId: null, linkedTo: null, emailOwner, hasEmail });
        if (!hasEmail) expect(step).toEqual({ _tag: "Refuse", reason: "no_email" });
        else if (emailOwner !== null) expect(step).toEqual({ _tag: "Refuse", reason: "email_taken" });
        else expect(step).toEqual({ _tag: "Register" });
      }),
    );
  });
});
