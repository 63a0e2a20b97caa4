import { Component, type ReactNode } from "react";
import { errorPageText } from "../../core/domain/errors/error-page-text";
import { ERROR_TEXTS } from "../../core/domain/errors/error-texts";
import { ForbiddenLogin } from "./forbidden-login";
import "./error-page.css";

type Props = {
  readonly status: number;
  /** When no route of the site matches at all (spec 2): the global 'This page could not be found' line. */
  readonly unmatched?: boolean;
  /** A server message worth showing (the layout load failure carries its message). */
  readonly detail?: string | null;
};

/**
 * The error page of spec 2 and 8 (rendered inside the site frame): title, message by status, the 404 image, the
 * "На главную" button, and on the 403 page «Войти» for a visitor who is not logged in.
 */
export function ErrorPage({ status, unmatched = false, detail = null }: Props) {
  const text = errorPageText(status);
  return (
    <main id="main" className="container error-page">
      <h1 className="error-page__title">{text.title}</h1>
      {text.showImage ? (
        <img className="error-page__image" src="/images/not-found.svg" alt="" width={320} height={200} />
      ) : null}
      <p className="error-page__message">{text.message}</p>
      {unmatched ? (
        <p className="error-page__global" lang="en">
          {ERROR_TEXTS.globalNotFound}
        </p>
      ) : null}
      {detail ? <p className="error-page__detail">{detail}</p> : null}
      <div className="error-page__actions">
        {status === 403 ? <ForbiddenLogin /> : null}
        <a className={`button ${status === 403 ? "button--outline" : "button--primary"}`} href={text.homeHref}>
          {text.homeLabel}
        </a>
      </div>
    </main>
  );
}

/** Spec 8: an error while rendering the error page falls back to a plain page with a link home. */
export class ErrorPageFallback extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main" style={{ padding: 24 }}>
        <h1>{ERROR_TEXTS.pageTitle}</h1>
        <p>
          <a href="/">{ERROR_TEXTS.homeButton}</a>
        </p>
      </main>
    );
  }
}
