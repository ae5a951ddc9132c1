import { defineReadRoute } from './declaration';
import type { ReplyShapeOf } from './reply-types';
import { READER_LANGUAGES } from './reader-language';

/**
 * GET /api/users/currentUser: the signed-in user as the SPA reads it after signing in, and as the profile's language
 * choice (POST …/language) answers it; its reply is declared once, for the server, the screens and the API description.
 */
export const CURRENT_USER = defineReadRoute({
  path: '/users/currentUser',
  tag: 'users',
  summary: 'The signed-in user',
  reply: {
    fields: {
      id: { type: 'integer', isRequired: true },
      name: { type: 'text', isRequired: true },
      username: { type: 'text', isRequired: true },
      email: { type: 'text' },
      employeeId: { type: 'integer' },
      // The picture's address, with its version for browser caches.
      profilePicture: { type: 'text' },
      language: { type: 'enum', values: READER_LANGUAGES },
    },
  },
});

export type CurrentUser = ReplyShapeOf<typeof CURRENT_USER.reply>;
