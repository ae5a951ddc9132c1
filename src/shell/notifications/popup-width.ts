/** The bell's popup: as wide as a phone leaves room for beside the popover's padding, 320 px at most. */
export const NOTIFICATIONS_WIDTH = 'min(320px, calc(100vw - 48px))';
