import { describe, expect, it } from "vitest";
import { userSchema } from "./user";

const apiUser = {
  id: 17,
  slug: "17-anna",
  username: "anna",
  avatar: { filename: "a1b2c3d4.webp" },
  status: "vkontakte",
  first_name: "Анна",
  last_name: "Иванова",
  signature: "Учусь в Пекине",
  email: "anna@example.ru",
  phone: null,
  socials: [{ provider: "vkontakte", social_id: "123456" }],
  sessions: [
    {
      id: "s-1",
      ip: "203.0.113.7",
      user_agent: "Mozilla/5.0",
      last_activity_at: "2025-03-01T09:00:00.000Z",
      is_current: true,
    },
  ],
};

describe("userSchema", () => {
  it("parses a user as the API returns it", () => {
    expect(userSchema.parse(apiUser)).toEqual(apiUser);
  });

  it("accepts a user without an avatar", () => {
    expect(userSchema.parse({ ...apiUser, avatar: null }).avatar).toBeNull();
  });

  it.each([
    ["an unknown status", { status: "facebook" }],
    ["an unknown social provider", { socials: [{ provider: "twitter", social_id: "1" }] }],
    ["a negative id", { id: -1 }],
    ["a fractional id", { id: 1.5 }],
  ])("rejects %s", (_, change) => {
    expect(userSchema.safeParse({ ...apiUser, ...change }).success).toBe(false);
  });
});
