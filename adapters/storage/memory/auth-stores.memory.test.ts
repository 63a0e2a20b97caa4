import { attemptRepositoryContract } from "../attempts.contract";
import { oauthStateRepositoryContract } from "../oauth-states.contract";
import { passwordResetRepositoryContract } from "../password-resets.contract";
import { sessionRepositoryContract } from "../sessions.contract";
import { userRepositoryContract } from "../users.contract";
import { memoryAttemptRepository } from "./attempts.memory";
import { memoryOAuthStateRepository } from "./oauth-states.memory";
import { memoryPasswordResetRepository } from "./password-resets.memory";
import { memorySessionRepository } from "./sessions.memory";
import { memoryUserRepository } from "./users.memory";

const close = async () => undefined;
/** The memory stores keep no foreign keys: any new number is an account id. */
const userIds = () => {
  let next = 0;
  return async () => ++next;
};

userRepositoryContract("memory", async () => ({ users: memoryUserRepository(), close }));
sessionRepositoryContract("memory", async () => ({ sessions: memorySessionRepository(), newUserId: userIds(), close }));
passwordResetRepositoryContract("memory", async () => ({
  resetCodes: memoryPasswordResetRepository(),
  newUserId: userIds(),
  close,
}));
oauthStateRepositoryContract("memory", async () => ({
  oauthStates: memoryOAuthStateRepository(),
  newUserId: userIds(),
  close,
}));
attemptRepositoryContract("memory", async () => ({ attempts: memoryAttemptRepository(), close }));
