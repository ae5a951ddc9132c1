import { defineReply } from './declaration';

/**
 * What a record's files answer (`GET …/attachments/{id}`, and the upload's 201), declared once for every resource with
 * attachments: the API description's reply (server/routes/api-docs-replies.ts) and the attachments section's rows.
 */
export const ATTACHMENTS_REPLY = defineReply({
  fields: {
    id: { type: 'integer', isRequired: true },
    fileName: { type: 'text', isRequired: true },
    contentType: { type: 'text', isRequired: true },
    size: { type: 'integer', isRequired: true },
    uploadedBy: { type: 'text' },
    uploadedAt: { type: 'datetime', isRequired: true },
  },
  isList: true,
});
