// What a queued mail is about, kept beside it so that it is written only when it is sent: in the reader's language
// of that moment, and only while the record it announces still exists and still is as announced.

/** One notice of a mail (a digest has several): the stored notification text and the record it is about. */
export type MailNotice = {
  /** The notification as stored (English, from a module's template: resources/notification-texts.ts). */
  message: string;
  /** The table and id of the record it is about; the mail links to it. */
  parentTable?: string | null;
  parent?: number | null;
  /** The record's state the notice announces ("waiting for approval" while the request is Reviewing): once the
   * record has left it, or is gone, the notice is no longer true and is not sent. */
  holdsWhile?: { field: string; values: readonly string[] };
};
