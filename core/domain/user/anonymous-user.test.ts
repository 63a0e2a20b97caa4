import { describe, expect, it } from "vitest";
import { isLoggedIn } from "../auth/is-logged-in";
import { ANONYMOUS_USER } from "./anonymous-user";
import { offeredProviders } from "./offered-providers";
import { userSchema } from "./user";
import { userFullName } from "./user-full-name";

describe("ANONYMOUS_USER", () => {
  it("is a valid user with id 0", () => {
    expect(userSchema.parse(ANONYMOUS_USER)).toEqual(ANONYMOUS_USER);
    expect(ANONYMOUS_USER.id).toBe(0);
  });

  it("is not logged in, has no name and is offered every provider", () => {
    expect(isLoggedIn(ANONYMOUS_USER)).toBe(false);
    expect(userFullName(ANONYMOUS_USER)).toBe("");
    expect(offeredProviders(ANONYMOUS_USER)).toEqual(["vkontakte", "odnoklassniki", "mailru"]);
  });
});
