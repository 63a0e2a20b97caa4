import type { AuditLog } from "../../ports/audit-log.port";
import type { Mailer } from "../../ports/mailer.port";
import type { PasswordHasher } from "../../ports/password-hasher.port";
import type { PasswordResetRepository } from "../../ports/password-reset-repository.port";
import type { StaffDirectory } from "../../ports/staff-directory.port";
import type { TokenGenerator } from "../../ports/token-generator.port";
import type { UserRepository } from "../../ports/user-repository.port";

/** What the team use cases need (ADR 058). `siteOrigin` is where the invitation's link points. */
export type TeamDeps = Readonly<{
  users: UserRepository;
  directory: StaffDirectory;
  hasher: PasswordHasher;
  resetCodes: PasswordResetRepository;
  tokens: TokenGenerator;
  mailer: Mailer;
  audit: AuditLog;
  siteOrigin: string;
}>;
