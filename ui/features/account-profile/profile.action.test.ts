import { QueryClient } from "@tanstack/react-query";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { clientOverFake } from "../../../tests/fakes/fake-api-client";
import { type SeenRequest, json, pathOf } from "../../../tests/fakes/fake-fetch";
import { requestApiContext, requestQueryClientContext } from "../../app/request-context";
import { currentUserQuery } from "../account/account.queries";
import { profileAction } from "./profile.action";
import { buildUser } from "../../../tests/builders/user.builder";

const SITE = "https://shuyuan.example";
const PHOTO = { filename: "a1b2c3d4e5f6a1b2c3d4e5f6.webp" };

const USER = buildUser();

/**
 * A fake account server: the user's photo until a removal, another one after an upload, like the API. The page's
 * request reads the user (the route's guard) before the action runs, into the request's QueryClient.
 */
async function runPost(request: Request, photo: { filename: string } | null = PHOTO) {
  let avatar = photo;
  const { client, requests } = clientOverFake((seen: SeenRequest) => {
    const path = pathOf(seen);
    if (path === "/api/auth/me/avatar/delete") avatar = null;
    if (path === "/api/auth/me/avatar") avatar = { filename: "f6e5d4c3b2a1f6e5d4c3b2a1.webp" };
    return json({ ...USER, avatar });
  });
  const context = new RouterContextProvider();
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  context.set(requestApiContext, client);
  context.set(requestQueryClientContext, queries);
  const userQuery = currentUserQuery(client, "session");
  expect((await queries.ensureQueryData(userQuery))?.avatar).toEqual(photo);
  const result = await profileAction({ request, context });
  // the page's loaders run next, in the same request without JavaScript
  const after = await queries.ensureQueryData(userQuery);
  return { result, requests, after };
}

/** The removal as the browser posts it without JavaScript: its own url-encoded form, the button's `intent`. */
const removal = () =>
  new Request(`${SITE}/u/settings/profile/`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "remove-avatar" }).toString(),
  });

const upload = (file: File | null) => {
  const body = new FormData();
  if (file !== null) body.set("avatar", file);
  body.set("intent", "upload-avatar");
  return new Request(`${SITE}/u/settings/profile/`, { method: "POST", body });
};

describe("profileAction", () => {
  it("removes the photo, says so, and the page rendered after it reads the account without the photo", async () => {
    const { result, requests, after } = await runPost(removal());
    expect(requests.map(pathOf)).toEqual(["/api/auth/me", "/api/auth/me/avatar/delete", "/api/auth/me"]);
    expect(result.init?.status).toBe(200);
    expect(result.data).toEqual({ form: "avatar", outcome: { _tag: "Saved", message: "Фотография удалена." } });
    expect(after?.avatar).toBeNull();
  });

  it("uploads a photo as multipart, and the page rendered after it shows the new photo", async () => {
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "photo.jpg", { type: "image/jpeg" });
    const { result, requests, after } = await runPost(upload(file), null);
    expect(requests.map(pathOf)).toEqual(["/api/auth/me", "/api/auth/me/avatar", "/api/auth/me"]);
    expect(result.data).toEqual({
      form: "avatar",
      outcome: { _tag: "Saved", message: "Фотография профиля обновлена." },
    });
    expect(after?.avatar).toEqual({ filename: "f6e5d4c3b2a1f6e5d4c3b2a1.webp" });
  });

  it("refuses an upload without a file at the field, sending nothing", async () => {
    const { result, requests } = await runPost(upload(null));
    expect(requests.map(pathOf)).not.toContain("/api/auth/me/avatar");
    expect(result.init?.status).toBe(422);
    expect(result.data).toMatchObject({ form: "avatar", outcome: { _tag: "Refused", message: null } });
  });

  it("answers 405 to a post without a known intent", async () => {
    const request = new Request(`${SITE}/u/settings/profile/`, { method: "POST", body: new FormData() });
    await expect(runPost(request)).rejects.toMatchObject({ init: { status: 405 } });
  });
});
