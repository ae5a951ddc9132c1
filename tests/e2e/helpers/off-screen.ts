import type { Page } from 'playwright-core';

// What a page shows past the screen's edges: every visible box (element rectangle) that reaches beyond the left or
// right edge, unless it sits in a box that scrolls or clips sideways (a wide table scrolls inside its card, as meant)
// — that box is judged instead; a dialog's or drawer's frame and the page's layout are no such box. Boxes wholly off screen are hidden on purpose (the skip link, a closed menu).
// Also every h1 cut rather than wrapped. Read in the page in one step, so nothing re-renders between looks.

export const offScreenBoxes = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const classes = [...element.classList].filter((name) => name.startsWith('ant-') || name.startsWith('portal-')).slice(0, 2).join('.');
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}"`;
    };
    // A dialog's or drawer's scrolling frame and the page's layout scroll whatever overflows them: what spills there
    // is off the screen for the reader, so they are no excuse.
    const pageFrames = '.ant-modal-wrap, .ant-drawer-body, .ant-drawer-content, .ant-drawer-content-wrapper, .ant-layout, main';
    const clipsSideways = (element: Element) => {
      if (element === document.body || element === document.documentElement || element.matches(pageFrames)) return false;
      return getComputedStyle(element).overflowX !== 'visible';
    };
    const isInsideClipping = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) if (clipsSideways(parent)) return true;
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= 0 || box.left >= width) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      const past = Math.max(Math.round(-box.left), Math.round(box.right - width));
      if (past <= 1 || isInsideClipping(element)) continue;
      found.push(`${describe(element)} ${box.left < 0 ? `starts at x = ${Math.round(box.left)}` : `ends ${past} px past the right edge`}`);
    }
    for (const heading of document.querySelectorAll('h1')) if (heading.scrollWidth > heading.clientWidth + 1) found.push(`${describe(heading)} is cut`);
    // The outermost offender says it all; its children repeat it.
    return found.slice(0, 5);
  });
