// PostgreSQL writes a `timestamptz` in the session's time zone: "2026-11-23 20:12:27.123456+00" in UTC. The API
// shows an instant as JSON shows a Date: ISO text in UTC with milliseconds. drizzle reads the text into a Date
// (a slow parse of a legacy format), and JSON.stringify turns it back into text; for a page of rows that is two
// conversions per stamp per row. This writes the ISO text from PostgreSQL's directly, and says so only when the
// text is exactly that UTC form, so that anything else (another zone, a year before 1000) takes the Date's way.

const UTC_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/** The ISO text of a UTC `timestamptz` as PostgreSQL writes it (milliseconds, the rest dropped as Date drops it), or undefined. */
export const isoOfUtcTimestamp = (text: string): string | undefined => {
  const parts = UTC_TIMESTAMP.exec(text);
  return parts ? `${parts[1]}T${parts[2]}.${(parts[3] ?? '').padEnd(3, '0').slice(0, 3)}Z` : undefined;
};
