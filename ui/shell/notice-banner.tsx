import { useEffect, useState } from "react";
import { Link } from "react-router";
import { chooseNotice } from "../../core/domain/notice/choose-notice";
import type { Notice } from "../../core/domain/notice/notice";
import { useSuppliedModelNotice } from "./notice-context";

const browserStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

const dismissals = () =>
  import("../../adapters/storage/browser/notice-dismissals").then((m) => m.noticeDismissals(browserStorage()));

const isSitePath = (link: string) => link.startsWith("/") && !link.startsWith("//");
const isWebAddress = (link: string) => /^https?:\/\//i.test(link);

/**
 * The notice strip above the header: the page model's notice, else main data's (spec 4). Rendered on the server,
 * so it reads without JavaScript; closing it (JavaScript) is remembered in this browser by notice id. On a narrow
 * screen with JavaScript it shows one line and a button to read it all (ADR 034); without JavaScript it is whole.
 */
export function NoticeBanner({ mainNotice }: { mainNotice: Notice | null }) {
  const notice = chooseNotice(useSuppliedModelNotice(), mainNotice);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [expanded, setExpanded] = useState(false);
  const id = notice?.id ?? null;

  useEffect(() => {
    if (id === null) return;
    let active = true;
    void dismissals().then((store) => {
      if (active && store.isDismissed(id)) setDismissed(id);
    });
    return () => {
      active = false;
    };
  }, [id]);

  if (notice === null || dismissed === notice.id) return null;
  const level = notice.level ?? "info";
  const textId = `site-notice-${notice.id}`;
  return (
    <section
      className={`site-notice site-notice--${level}${expanded ? " site-notice--expanded" : ""}`}
      aria-label="Объявление"
    >
      <div className="container site-notice__inner">
        <p className="site-notice__text" id={textId}>
          {notice.title ? <strong className="site-notice__title">{notice.title} </strong> : null}
          {notice.text}
          {notice.link && (isSitePath(notice.link) || isWebAddress(notice.link)) ? (
            <>
              {" "}
              {isSitePath(notice.link) ? (
                <Link className="site-notice__link" to={notice.link}>
                  Подробнее
                </Link>
              ) : (
                <a className="site-notice__link" href={notice.link} rel="noopener">
                  Подробнее
                </a>
              )}
            </>
          ) : null}
        </p>
        <button
          type="button"
          className="site-notice__toggle needs-js"
          aria-label="Объявление полностью"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((open) => !open)}
        >
          <span className="site-notice__chevron" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="site-notice__close needs-js"
          aria-label="Скрыть объявление"
          onClick={() => {
            setDismissed(notice.id);
            void dismissals().then((store) => store.dismiss(notice.id));
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}
