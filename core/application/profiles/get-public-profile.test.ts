import { describe, expect, it } from "vitest";
import { MemoryCommentRepository } from "../../../adapters/storage/memory/comments.memory";
import { memoryUserRepository } from "../../../adapters/storage/memory/users.memory";
import { FX, memoryReadSide } from "../../../adapters/storage/memory/read-side.memory";
import { publicProfileSchema } from "../../domain/user/public-profile";
import { getPublicProfile } from "./get-public-profile";
import { Result } from "effect";
import { runUseCase } from "../shared/run-use-case";

const NOW = new Date("2026-03-01T09:00:00.000Z");

async function world() {
  const users = memoryUserRepository();
  const created = await runUseCase(
    users.create(
      {
        username: "anna_l",
        email: "anna@example.ru",
        passwordHash: "hash",
        firstName: "Анна",
        lastName: "Лебедева",
        role: "user",
      },
      NOW,
    ),
  );
  if (Result.isFailure(created)) throw new Error("account not created");
  const anna = created.success;
  await users.updateProfile(
    anna.id,
    { firstName: "Анна", lastName: "Лебедева", signature: "Учусь в Пекине", status: "none" },
    NOW,
  );
  await runUseCase(users.updateSecurity(anna.id, { phone: "+79990001122" }, NOW));
  const comments = new MemoryCommentRepository({
    users: [{ id: anna.id, username: "anna_l", first_name: "Анна", last_name: "Лебедева", avatar_filename: null }],
    relations: [
      { relation_id: FX.pku, relation_type: "institution" },
      { relation_id: FX.unpublishedType, relation_type: "institution" },
      { relation_id: 5, relation_type: "blog_post" },
    ],
    uploads: [],
  });
  const { catalogue } = memoryReadSide();
  return { deps: { users, comments, catalogue }, anna, comments };
}

const review = (relation_id: number, relation_type: string, author_id: number, rating: 1 | 2 | 3 | 4 | 5) => ({
  relation: { relation_id, relation_type },
  parent_id: null,
  author_id,
  text: `Отзыв на ${relation_type}`,
  attachment_id: null,
  is_review: true,
  rating,
});

describe("getPublicProfile", () => {
  it("shows the name, signature and reviews, with the institution a review is on when it is published", async () => {
    const { deps, anna, comments } = await world();
    const onPku = await comments.create(review(FX.pku, "institution", anna.id, 5), NOW);
    const onPost = await comments.create(review(5, "blog_post", anna.id, 4), new Date(NOW.getTime() + 1000));
    const onHidden = await comments.create(
      review(FX.unpublishedType, "institution", anna.id, 3),
      new Date(NOW.getTime() + 2000),
    );
    const result = await runUseCase(getPublicProfile(deps, anna.id));
    if (Result.isFailure(result)) throw new Error("expected a profile");
    const profile = result.success;
    expect(publicProfileSchema.parse(profile)).toEqual(profile);
    expect(profile).toMatchObject({
      id: anna.id,
      slug: `${anna.id}-anna_l`,
      first_name: "Анна",
      last_name: "Лебедева",
      signature: "Учусь в Пекине",
      avatar: null,
    });
    expect(profile.reviews.map((item) => item.id)).toEqual([onHidden, onPost, onPku]);
    expect(profile.reviews.map((item) => item.institution?.id ?? null)).toEqual([null, null, FX.pku]);
  });

  it("never carries the e-mail, phone, sessions or socials", async () => {
    const { deps, anna } = await world();
    const result = await runUseCase(getPublicProfile(deps, anna.id));
    if (Result.isFailure(result)) throw new Error("expected a profile");
    const text = JSON.stringify(result.success);
    for (const key of ["email", "phone", "sessions", "socials", "role", "password"]) expect(text).not.toContain(key);
    expect(text).not.toContain("anna@example.ru");
    expect(text).not.toContain("+79990001122");
  });

  it("answers NotFound for an unknown user", async () => {
    const { deps } = await world();
    expect(await runUseCase(getPublicProfile(deps, 424_242))).toEqual(Result.fail({ _tag: "NotFound" }));
  });
});
