import { useEffect, useState } from "react";
import {
  type ConnectionState,
  connectionChanged,
  connectionNotice,
  INITIAL_CONNECTION,
  RESTORED_NOTICE_MS,
} from "../../core/domain/navigation/connection-notice";
import "./online-status.css";

const TEXTS = {
  offline: "Нет подключения к интернету",
  restored: "Подключение восстановлено",
} as const;

/**
 * Spec 4: the connection state, told politely: «Нет подключения к интернету» while offline and «Подключение
 * восстановлено» for a few seconds after. The live region is always present so that changes are announced.
 */
export function OnlineStatus() {
  const [connection, setConnection] = useState<ConnectionState>(INITIAL_CONNECTION);
  const [now, setNow] = useState(0);

  useEffect(() => {
    const update = () => {
      const at = Date.now();
      setNow(at);
      setConnection((state) => connectionChanged(state, navigator.onLine, at));
    };
    if (!navigator.onLine) update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);

  const notice = connectionNotice(connection, now);
  useEffect(() => {
    if (notice !== "restored") return;
    const timer = setTimeout(() => setNow(Date.now()), RESTORED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <div className={notice === null ? "online-status" : `online-status online-status--${notice}`} role="status">
      {notice === null ? null : TEXTS[notice]}
    </div>
  );
}
