import { useEffect, useSyncExternalStore } from "react";
import { useFetchers, useNavigation, useRouteError } from "react-router";
import { progressSignal } from "../../core/domain/navigation/progress-signal";
import { navigationProgress as store } from "./progress-store";
import "./navigation-progress.css";

const TEXTS = { loading: "Загрузка страницы…", failed: "Не удалось загрузить страницу" } as const;

/**
 * The top progress bar (spec 2, 4, 9): navigations show it after 200 ms, fetchers only if still running after
 * 200 ms; it creeps towards 95 %, fills on finishing and disappears 500 ms later; a navigation that ends on the
 * error boundary marks it as failed. The bar itself is decorative; a polite status line says the same in words.
 * Rendered by the root Layout so that it stays on screen for the error page.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const failed = useRouteError() != null;
  const signal = progressSignal(
    navigation.state,
    fetchers.map((fetcher) => fetcher.state),
  );
  const delayMs = signal.busy ? signal.delayMs : null;

  useEffect(() => {
    if (delayMs !== null) store.start(delayMs);
    else store.finish(failed ? "failed" : "ok");
  }, [delayMs, failed]);

  const { view } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const state = !view.visible ? "idle" : view.failed ? "failed" : view.value >= 100 ? "done" : "loading";
  return (
    <>
      {view.visible ? (
        <div className="nav-progress" data-state={state} aria-hidden="true">
          <div className="nav-progress__bar" style={{ transform: `scaleX(${view.value / 100})` }} />
        </div>
      ) : null}
      <div className="visually-hidden" role="status">
        {state === "loading" ? TEXTS.loading : state === "failed" ? TEXTS.failed : null}
      </div>
    </>
  );
}
