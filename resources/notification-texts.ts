// What the bell says, one English template per kind of notification, each declared by the module whose notices
// use it (its index.ts's `notificationTexts`, composed by resources.config.ts). The server stores a message written
// from one of them (`notificationText`); the SPA reads it back into the reader's language (`readNotification`, then
// the catalogue's translation of the template), so the stored row stays one text while each reader sees their
// own words and date format. Days are written ISO (`2026-11-30`) for the reader to format; a `{{state}}` is a
// declared status, translated as a term. Keep a template's English as it is once shipped: stored rows are read
// back by matching it.
import { notificationTexts } from '../resources.config';
import type { NotificationText } from './module';

export type { NotificationText };

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The message of `template` with its values filled in, as the server stores it. */
export const notificationText = (template: NotificationText, values: Record<string, string | number>): string =>
  template.replace(PLACEHOLDER, (_, name: string) => String(values[name] ?? ''));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const matchersOf = (templates: readonly NotificationText[]) =>
  templates.map((template) => {
    const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]);
    const pattern = template
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : escape(part)))
      .join('');
    return { template, names, pattern: new RegExp(`^${pattern}$`, 's') };
  });

// Made on first use: the registry (which this file reads) is complete only once every module has loaded.
let matchers: ReturnType<typeof matchersOf> | undefined;

/** The template a stored message was written from and its values; undefined for a message of no template. */
export const readNotification = (message: string): { template: NotificationText; values: Record<string, string> } | undefined => {
  matchers ??= matchersOf(notificationTexts);
  for (const { template, names, pattern } of matchers) {
    const found = pattern.exec(message);
    if (found) return { template, values: Object.fromEntries(names.map((name, index) => [name, found[index + 1]])) };
  }
  return undefined;
};
