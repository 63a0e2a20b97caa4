import type { AuthRecord } from "../domain/auth/auth-record";
import type {
  EmailSettingsChange,
  NotificationEmailSettings,
} from "../domain/notifications/notification-email-settings";
import type { SocialProvider } from "../domain/user/social-provider";
import type { User } from "../domain/user/user";
import type { UserStatus } from "../domain/user/user-status";
import type { SubmitResult } from "./submit-result";

export type LoginCredentials = { readonly email: string; readonly password: string };

export type Registration = {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly password: string;
};

export type PasswordReset = {
  readonly password: string;
  readonly password_confirmation: string;
  readonly code: string;
};

export type ProfileEdit = {
  readonly first_name: string;
  readonly last_name: string;
  readonly signature: string;
  readonly status: UserStatus;
};

/** Empty values are dropped before sending, so an untouched field is not changed. */
export type SecurityEdit = {
  readonly email: string;
  readonly phone: string;
  readonly current_password: string;
  readonly new_password: string;
};

export type SocialLink = { readonly social_id: string; readonly provider: SocialProvider };

/** What a refresh answers: a new record and the current user. */
export type RefreshedSession = { readonly record: AuthRecord; readonly user: User };

/**
 * Account calls (spec 7, /api/auth). No method rejects. Commands with user input answer a `SubmitResult`
 * (field errors for the form); other calls resolve to null on failure, or ignore errors where the spec says so.
 */
export interface AuthApi {
  /** POST /api/auth/login. Ok carries the record to store. */
  login(credentials: LoginCredentials): Promise<SubmitResult<AuthRecord>>;
  /** POST /api/auth/refresh with the bearer token. Failure: null (the caller clears the session). */
  refresh(): Promise<RefreshedSession | null>;
  /** POST /api/auth/logout. Errors are ignored; it always resolves. */
  logout(): Promise<void>;
  /** POST /api/auth/logout/force: ends every session; answers the user. Failure: null. */
  logoutForce(): Promise<User | null>;
  /** POST /api/auth/register. */
  register(registration: Registration): Promise<SubmitResult>;
  /** POST /api/auth/forgot-password: sends the reset code by e-mail. */
  forgotPassword(email: string): Promise<SubmitResult>;
  /** POST /api/auth/reset-password with the code kept in the session store; Ok stores the new session's record. */
  resetPassword(reset: PasswordReset): Promise<SubmitResult>;
  /** GET /api/auth/me. Failure (anonymous included): null. */
  me(): Promise<User | null>;
  /** POST /api/auth/me/edit. */
  editMe(edit: ProfileEdit): Promise<SubmitResult>;
  /** POST /api/auth/me/avatar (multipart): the file's bytes as `avatar` under the sender's file name. */
  uploadAvatar(file: Readonly<{ bytes: Uint8Array; name: string }>): Promise<SubmitResult>;
  /** POST /api/auth/me/avatar/delete: the avatar is removed (the file too). */
  removeAvatar(): Promise<SubmitResult>;
  /** GET /api/auth/me/notifications: which events send an e-mail. Failure (anonymous included): null. */
  notificationSettings(): Promise<NotificationEmailSettings | null>;
  /** POST /api/auth/me/notifications: the events named are set; Ok carries the settings now in force. */
  saveNotificationSettings(change: EmailSettingsChange): Promise<SubmitResult<NotificationEmailSettings>>;
  /** POST /api/auth/me/edit/security; empty values are not sent. */
  editSecurity(edit: SecurityEdit): Promise<SubmitResult>;
  /**
   * POST /api/connect/{provider}/detach. Ok carries the user; a refusal carries the server's reason (the last way to
   * log in is kept, ADR 049), which the settings page shows rather than ignores.
   */
  detachSocial(link: SocialLink): Promise<SubmitResult<User>>;
}
