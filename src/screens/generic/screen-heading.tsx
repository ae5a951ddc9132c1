import type { ReactNode } from 'react';

/**
 * A screen's title as the page's top-level heading, looking exactly like the card title it sits in: people
 * using a screen reader list and jump to headings, and a list or record page had none (only a styled div).
 * It wraps on a narrow screen (src/shell/layout/fit-the-screen.css) and carries its full text as a tooltip.
 */
export const ScreenHeading = ({ children }: { children: ReactNode }) => (
  <h1
    className="portal-screen-heading"
    title={typeof children === 'string' ? children : undefined}
    style={{ font: 'inherit', color: 'inherit', margin: 0, overflowWrap: 'anywhere' }}
  >
    {children}
  </h1>
);
