/**
 * Local-storage keys of the session store (spec 9: one key for the auth record, one for the session id; the
 * spec does not name them). Prefixed with the product so they never clash with third-party widgets.
 */
export const SESSION_STORAGE_KEYS = {
  authRecord: "shuyuan.auth",
  sessionId: "shuyuan.sid",
  resetCode: "shuyuan.reset_code",
} as const;
