import { Typography, theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * The title of a screen drawn on its own (a dashboard, the profile, a finance or sales board) as the page's
 * top-level heading, at the size of antd's third-level title it replaced: people using a screen reader jump to
 * the h1 first, and these screens had none. Screens in a card title use ScreenHeading instead.
 */
export const PageHeading = ({ children }: { children: ReactNode }) => {
  const { token } = theme.useToken();
  return (
    <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3 }}>
      {children}
    </Typography.Title>
  );
};
