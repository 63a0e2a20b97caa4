import type { AuthApi, SecurityEdit } from "../../../core/ports/auth-api.port";
import type { SessionStore } from "../../../core/ports/session-store.port";
import { AUTH_ROUTES as A } from "../contract/auth.contract";
import { AVATAR_ROUTES } from "../contract/avatar.contract";
import { NOTIFICATION_SETTINGS_ROUTES as N } from "../contract/notification-settings.contract";
import { valueOr } from "./api-outcome";
import type { ApiTransport } from "./api-transport";
import { acknowledged, submitResultOf } from "./submit-result-of";

/** Spec 7 "Empty values are dropped": an untouched field of the security form is not sent. */
const filledSecurityFields = (edit: SecurityEdit): Partial<SecurityEdit> =>
  Object.fromEntries(Object.entries(edit).filter(([, value]) => value.trim() !== ""));

/**
 * The account calls of spec 7. The client keeps the session store in step with the server: login and register
 * store the new record, a refresh stores or clears it, logout clears it whatever the server answers, and a
 * successful password reset forgets the reset code and stores the new record (the server signs the user in).
 */
export function authApiClient(transport: ApiTransport, session: SessionStore): AuthApi {
  const { call } = transport;
  return {
    async login(credentials) {
      const outcome = await call(A.login, { body: credentials });
      if (outcome._tag === "Ok") await session.setAuthRecord(outcome.value);
      return submitResultOf(outcome, (record) => record);
    },
    refresh: () => transport.refresh(),
    async logout() {
      try {
        await call(A.logout);
      } finally {
        await transport.clearSession();
      }
    },
    logoutForce: async () => valueOr(await call(A.logoutForce), null)?.user ?? null,
    async register(registration) {
      const outcome = await call(A.register, { body: registration });
      if (outcome._tag === "Ok")
        await session.setAuthRecord({ token: outcome.value.token, expires: outcome.value.expires });
      return submitResultOf(outcome, acknowledged);
    },
    forgotPassword: async (email) => submitResultOf(await call(A.forgotPassword, { body: { email } }), acknowledged),
    async resetPassword(reset) {
      const code = reset.code.trim() === "" ? ((await session.getResetCode()) ?? "") : reset.code;
      const outcome = await call(A.resetPassword, { body: { ...reset, code } });
      if (outcome._tag === "Ok") {
        await session.clearResetCode();
        await session.setAuthRecord({ token: outcome.value.token, expires: outcome.value.expires });
      }
      return submitResultOf(outcome, acknowledged);
    },
    me: async () => valueOr(await call(A.me), null),
    editMe: async (edit) => submitResultOf(await call(A.editMe, { body: edit }), acknowledged),
    async uploadAvatar({ bytes, name }) {
      const body = new FormData();
      body.set("avatar", new Blob([new Uint8Array(bytes)]), name);
      return submitResultOf(await call(AVATAR_ROUTES.uploadAvatar, { body }), acknowledged);
    },
    removeAvatar: async () => submitResultOf(await call(AVATAR_ROUTES.removeAvatar), acknowledged),
    notificationSettings: async () => valueOr(await call(N.notificationSettings), null),
    saveNotificationSettings: async (change) =>
      submitResultOf(await call(N.saveNotificationSettings, { body: change }), (settings) => settings),
    editSecurity: async (edit) =>
      submitResultOf(await call(A.editSecurity, { body: filledSecurityFields(edit) }), acknowledged),
    detachSocial: async (link) =>
      submitResultOf(await call(A.detachSocial, { params: { provider: link.provider }, body: link }), (user) => user),
  };
}
