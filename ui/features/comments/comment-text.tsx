import { userTextSegments } from "../../../core/domain/text/user-text-segments";

/**
 * A person's text as text: React escapes every piece, line breaks are kept by CSS, and only addresses on the core's
 * allow-list become links (opened in a new tab, without the page as opener or referrer).
 */
export function CommentText({ text }: { readonly text: string }) {
  return (
    <p className="comment__text">
      {userTextSegments(text).map((segment, i) =>
        segment.kind === "text" ? (
          segment.text
        ) : (
          <a key={i} href={segment.href} rel="nofollow ugc noopener noreferrer" target="_blank">
            {segment.text}
          </a>
        ),
      )}
    </p>
  );
}
