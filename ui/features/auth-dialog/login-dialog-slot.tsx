import { type ComponentType, useEffect, useState } from "react";
import { reloadIfChunkFailure } from "../../behaviours/chunk-reload-guard";
import type { LoginDialogProps as DialogProps } from "./login-dialog";
import "./login-dialog-slot.css";

/** The dialog's code once it has arrived (shared by every slot on the page). */
let loaded: ComponentType<DialogProps> | null = null;

/**
 * Its own function, so that the build's preload wrapper encloses the import alone: chained `.then` handlers written
 * on the `import()` itself would end up inside the wrapper and miss a failed stylesheet preload.
 */
const loadDialog = () => import("./login-dialog");

const FAILURE = "Не удалось открыть окно входа. Проверьте подключение к интернету и попробуйте ещё раз.";

/**
 * The login dialog, loaded the first time it opens (it is not part of the first-load JavaScript). Unlike
 * React.lazy, a load that fails (offline, or a chunk a deploy replaced, after the one allowed reload) does not
 * throw into the page's error boundary: the slot says so, closes, and tries again on the next open; the message
 * goes when the connection comes back.
 */
export function LoginDialogSlot({ open, onClose, ...rest }: DialogProps) {
  const [Dialog, setDialog] = useState<ComponentType<DialogProps> | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setFailed(false); // a new attempt
  }

  useEffect(() => {
    if (!open || Dialog !== null) return;
    let current = true;
    // Offline, nothing is fetched: a chunk the browser failed to fetch stays failed for the page's module graph, so
    // the dialog could not open even once the connection is back.
    const load = navigator.onLine ? loadDialog() : Promise.reject(new Error("offline"));
    load.then(
      (module) => {
        loaded = module.LoginDialog;
        if (current) setDialog(() => module.LoginDialog);
      },
      (error: unknown) => {
        if (!current || reloadIfChunkFailure(error)) return;
        setFailed(true);
        onClose();
      },
    );
    return () => {
      current = false;
    };
  }, [open, Dialog, onClose]);

  useEffect(() => {
    if (!failed) return;
    const clear = () => setFailed(false);
    window.addEventListener("online", clear);
    return () => window.removeEventListener("online", clear);
  }, [failed]);

  if (failed) {
    return (
      <p className="login-dialog-failure" role="alert">
        {FAILURE}
      </p>
    );
  }
  return open && Dialog !== null ? <Dialog open onClose={onClose} {...rest} /> : null;
}
