import { defineReply } from '../../../resources/declaration';
import { ATTACHMENTS_REPLY } from '../../../resources/attachments-reply';

// What a journal's read and its comment answer (modules/pm/server/work/journal.ts), declared once for a project's
// journal and a task's: its comments as rows of the journal, each with the files sent with it.

/** The files of a comment as the journal lists them. */
const COMMENT_FILES = defineReply({
  fields: {
    id: { type: 'integer', isRequired: true },
    fileName: { type: 'text', isRequired: true },
    contentType: { type: 'text', isRequired: true },
    size: { type: 'integer', isRequired: true },
  },
  isList: true,
});

/** A journal's comments, newest first (`journal` is the journal resource: projectJournal, taskJournal). */
export const journalReply = <const J extends string>(journal: J) => defineReply({ resource: journal, isList: true, parts: { files: COMMENT_FILES } });

/** A comment as saved, with the files attached to it. */
export const commentReply = <const J extends string>(journal: J) => defineReply({ resource: journal, parts: { files: ATTACHMENTS_REPLY } });
