import { Effect } from "effect";
import type { User } from "../../domain/user/user";
import type { AccountNotFound, Caller } from "./auth-deps";
import { userOfAccount } from "./load-user";
import { removeOwnAvatarUpload } from "./own-avatar-upload";
import type { UploadAvatarDeps } from "./upload-avatar";

export type RemoveAvatarDeps = Omit<UploadAvatarDeps, "images">;

/**
 * Takes the caller's avatar away: the account no longer points at a photo (pages fall back to the initials), and
 * the file with its upload record is deleted when it is the caller's own upload. Without an avatar nothing changes.
 */
export const removeAvatar = (deps: RemoveAvatarDeps, caller: Caller): Effect.Effect<User, AccountNotFound> =>
  Effect.gen(function* () {
    const account = yield* Effect.promise(() => deps.users.findById(caller.userId));
    if (!account) return yield* Effect.fail({ _tag: "AccountNotFound" } as const);
    if (account.avatarFilename === null)
      return yield* Effect.promise(() => userOfAccount(deps, account, caller.sessionId));
    const updated = yield* Effect.promise(() => deps.users.setAvatar(caller.userId, null, deps.clock.now()));
    if (!updated) return yield* Effect.fail({ _tag: "AccountNotFound" } as const);
    yield* Effect.promise(() => removeOwnAvatarUpload(deps, caller.userId, account.avatarFilename));
    return yield* Effect.promise(() => userOfAccount(deps, updated, caller.sessionId));
  });
