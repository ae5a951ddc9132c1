import { theme } from 'antd';
import { useState, type CSSProperties, type MouseEvent } from 'react';
import { translate } from '../../i18n';

// The first stop of the Tab key on every page: past the side menu and the top bar straight to the screen
// (WCAG 2.4.1). Off screen until focused, then drawn over the top bar.

export const MAIN_CONTENT_ID = 'main-content';

const HIDDEN: CSSProperties = { position: 'absolute', left: -10_000, top: 'auto', width: 1, height: 1, overflow: 'hidden' };

export const SkipLink = () => {
  const { token } = theme.useToken();
  const [isFocused, setIsFocused] = useState(false);
  const shown: CSSProperties = {
    position: 'fixed',
    left: 8,
    top: 8,
    zIndex: 2000,
    padding: '8px 16px',
    background: token.colorBgElevated,
    color: token.colorText,
    border: `2px solid ${token.colorPrimary}`,
    borderRadius: token.borderRadius,
  };
  // The main element takes the focus itself, so the next Tab continues inside the screen.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} style={isFocused ? shown : HIDDEN} onFocus={() => setIsFocused(true)} onBlur={() => setIsFocused(false)} onClick={skip}>
      {translate('Skip to main content')}
    </a>
  );
};
