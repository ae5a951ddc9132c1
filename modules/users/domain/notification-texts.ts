// What the bell says, one English template per kind of notification. The server stores a message written from
// one of them (`notificationText`); the SPA reads it back into the reader's language (`readNotification`, then
// the catalogue's translation of the template), so the stored row stays one text while each reader sees their
// own words and date format. Days are written ISO (`2026-11-30`) for the reader to format; a `{{state}}` is a
// declared status, translated as a term. Keep a template's English as it is once shipped: stored rows are read
// back by matching it.

export const NOTIFICATION_TEXTS = [
  'Task {{number}} "{{title}}" was assigned to you',
  'Task {{number}} "{{title}}" you follow moved to {{state}}',
  'New comment on task {{number}} "{{title}}"',
  'Request {{number}} is waiting for your approval',
  'Your request {{number}} ({{days}}) was {{decision}}. Note from HR: {{note}}',
  'Your request {{number}} ({{days}}) was {{decision}}',
  'Your request {{number}} was {{decision}}. Note from HR: {{note}}',
  'Your request {{number}} was {{decision}}',
  'Month sheet {{number}} ({{month}}) is waiting for your approval',
  'Your month sheet for {{month}} was approved',
  'Your month sheet for {{month}} was corrected by an administrator and waits for approval again',
  'Your month sheet for {{month}} was sent back to you. Reason: {{note}}',
  'Your month sheet for {{month}} was sent back to you',
  'Your payslip for {{month}} is ready',
  'Your payslip of {{month}} is available',
  'You are assigned to the safety course "{{course}}", to complete by {{date}}',
  'You are assigned to the safety course "{{course}}"',
  'Your safety course "{{course}}" expired on {{date}}',
  'Your safety course "{{course}}" expires on {{date}}',
  '{{employee}}: safety course "{{course}}" expired on {{date}}',
  '{{employee}}: safety course "{{course}}" expires on {{date}}',
  'Contract {{number}} "{{title}}" with {{customer}} ends on {{date}}',
  '{{payrolls}} calculated payrolls are waiting for approval',
  'Your expense claim {{number}} of {{date}} was approved. Note from finance: {{note}}',
  'Your expense claim {{number}} of {{date}} was approved',
  'Your expense claim {{number}} of {{date}} was refused. Reason: {{note}}',
  'Your expense claim {{number}} of {{date}} was refused',
] as const;

export type NotificationText = (typeof NOTIFICATION_TEXTS)[number];

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The message of `template` with its values filled in, as the server stores it. */
export const notificationText = (template: NotificationText, values: Record<string, string | number>): string =>
  template.replace(PLACEHOLDER, (_, name: string) => String(values[name] ?? ''));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MATCHERS = NOTIFICATION_TEXTS.map((template) => {
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]);
  const pattern = template
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 1 ? '(.+?)' : escape(part)))
    .join('');
  return { template, names, pattern: new RegExp(`^${pattern}$`, 's') };
});

/** The template a stored message was written from and its values; undefined for a message of no template. */
export const readNotification = (message: string): { template: NotificationText; values: Record<string, string> } | undefined => {
  for (const { template, names, pattern } of MATCHERS) {
    const found = pattern.exec(message);
    if (found) return { template, values: Object.fromEntries(names.map((name, index) => [name, found[index + 1]])) };
  }
  return undefined;
};
