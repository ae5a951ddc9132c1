import { defineReply } from '../../../resources/declaration';
import type { ReplyShapeOf } from '../../../resources/reply-types';

/**
 * The pm module's dashboard panel, declared once for the server that computes it (server/dashboard.ts) and the panel
 * that shows it (screens/dashboard-panels.tsx): the month's hours by project, or by work order for hours booked on
 * no task (`isWithoutProject`), each row linking to its project or work order.
 */
export const HOURS_BY_PROJECT_REPLY = defineReply({
  fields: { link: { type: 'text' } },
  parts: {
    rows: {
      isList: true,
      fields: { label: { type: 'text', isRequired: true }, isWithoutProject: { type: 'boolean' }, hours: { type: 'decimal', isRequired: true }, link: { type: 'text' } },
    },
  },
});

export type HoursByProject = ReplyShapeOf<typeof HOURS_BY_PROJECT_REPLY>;
