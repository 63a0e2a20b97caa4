import { useEffect } from "react";
import { isChunkLoadFailure } from "../../core/domain/navigation/chunk-load-error";
import { mayReloadAfterChunkError, parseReloadStamp } from "../../core/domain/navigation/chunk-reload";

const STAMP_KEY = "shuyuan.chunk-reload-at";

const readStamp = (): number | null => {
  try {
    return parseReloadStamp(window.sessionStorage.getItem(STAMP_KEY));
  } catch {
    return null;
  }
};

/**
 * Reloads once when allowed (not while offline); true when it did. Without session storage there is no guard, so no
 * reload either.
 */
export function reloadAfterChunkFailure(now: number): boolean {
  if (!mayReloadAfterChunkError(readStamp(), now, navigator.onLine)) return false;
  try {
    window.sessionStorage.setItem(STAMP_KEY, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

const messageOf = (reason: unknown): string =>
  reason instanceof Error ? `${reason.name}: ${reason.message}` : typeof reason === "string" ? reason : "";

/** A failed dynamic import (a chunk a deploy replaced) reloads once, as above; true when it did. */
export const reloadIfChunkFailure = (reason: unknown): boolean =>
  isChunkLoadFailure(messageOf(reason)) && reloadAfterChunkFailure(Date.now());

/**
 * Spec 4 and 8: a script or stylesheet chunk that fails to load (usually a deploy replaced it) reloads the page once,
 * guarded by a 60-second window kept in session storage, so a truly broken build cannot loop.
 */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (reloadAfterChunkFailure(Date.now())) event.preventDefault();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      reloadIfChunkFailure(event.reason);
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("vite:preloadError", onPreloadError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
  return null;
}
