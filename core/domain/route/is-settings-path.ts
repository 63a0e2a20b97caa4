import { resolvePath } from "./resolve-path";

/**
 * Whether the path is a private page of an account: the personal-area settings (/u/{user?}/settings/ and its
 * children, the screens named `settings…`) or the staff console (/staff/ and its sections, the screens named
 * `staff…`, ADR 056). A change of account reloads these pages.
 */
export const isSettingsPath = (pathname: string): boolean => {
  const resolved = resolvePath(pathname);
  return resolved._tag === "Matched" && /^(settings|staff)/.test(resolved.screen);
};
