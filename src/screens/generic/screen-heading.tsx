import type { ReactNode } from 'react';

/**
 * A screen's title as the page's top-level heading, looking exactly like the card title it sits in: people
 * using a screen reader list and jump to headings, and a list or record page had none (only a styled div).
 */
export const ScreenHeading = ({ children }: { children: ReactNode }) => (
  <h1 style={{ font: 'inherit', color: 'inherit', margin: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>{children}</h1>
);
