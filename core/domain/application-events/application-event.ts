/**
 * Something that happened to an application and that its applicant is told about: in the app (a notification) and,
 * when their settings allow, by e-mail (docs/adr/051-application-documents-money-payments.md). Plain data; the
 * words are chosen where the notification is written.
 */
export type ApplicationEvent =
  | {
      readonly _tag: "StatusChanged";
      readonly booking_id: number;
      readonly user_id: number;
      readonly from: string | null;
      readonly to: string;
      /** The staff's remark with the move (a request for changes carries one), else "". */
      readonly remark: string;
    }
  | {
      readonly _tag: "DocumentReviewed";
      readonly booking_id: number;
      readonly user_id: number;
      readonly document_title: string;
      readonly decision: "accepted" | "rejected";
      readonly remark: string;
    }
  | {
      readonly _tag: "MessageReceived";
      readonly booking_id: number;
      readonly user_id: number;
      /** The start of the staff's message. */
      readonly excerpt: string;
    }
  | {
      readonly _tag: "PaymentDue";
      readonly booking_id: number;
      readonly user_id: number;
      readonly description: string;
      readonly amount_minor: number;
      readonly currency: string;
    }
  | {
      readonly _tag: "PaymentReceived";
      readonly booking_id: number;
      readonly user_id: number;
      readonly description: string;
      readonly amount_minor: number;
      readonly currency: string;
    }
  | {
      readonly _tag: "DeadlineApproaching";
      readonly booking_id: number | null;
      readonly user_id: number;
      /** What the deadline is for (a program's or an intake's title). */
      readonly subject: string;
      readonly deadline: Date;
      readonly days_left: number;
      /**
       * The same for every attempt of one planned reminder: the notifier tells it once, so a reminder re-run after a
       * crash between telling and marking the job done is not told twice (ADR 055).
       */
      readonly once_key: string;
    };

export type ApplicationEventTag = ApplicationEvent["_tag"];
