import { errorMessage } from "./error-message";
import { ERROR_TEXTS } from "./error-texts";

/** Everything the error page shows for one status. */
export type ErrorPageText = {
  readonly status: number;
  readonly title: string;
  readonly message: string;
  /** Only the 404 page shows the illustration. */
  readonly showImage: boolean;
  readonly homeLabel: string;
  readonly homeHref: "/";
};

export const errorPageText = (status: number): ErrorPageText => ({
  status,
  title: ERROR_TEXTS.pageTitle,
  message: errorMessage(status),
  showImage: status === 404,
  homeLabel: ERROR_TEXTS.homeButton,
  homeHref: "/",
});
