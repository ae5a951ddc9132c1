import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installJsdomMultipart } from './jsdom-multipart';
import { mediaQueryList } from './media-query';

afterEach(() => cleanup());

installJsdomMultipart();

// findBy*/waitFor give up after 1 s by default: too short when the machine runs other suites beside
// this one (antd's first render of a screen alone can take longer). They still return as soon as the
// condition holds, so a generous bound costs nothing when the machine is idle.
configure({ asyncUtilTimeout: 30_000 });

// antd reads these browser APIs, which jsdom lacks.
// Width queries are answered for jsdom's window (1024 px wide, a desktop), so responsive columns show as on a desk.
const matchesWidth = (query: string) => {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  return (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1])) && (min !== null || max !== null);
};
if (!window.matchMedia) {
  window.matchMedia = (query: string) => mediaQueryList(query, matchesWidth(query));
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom's getComputedStyle runs the cascade over every <style> element antd's CSS-in-JS has injected (hundreds),
// and Testing Library asks it for every element and its ancestors on each getByRole: most of a component test's
// time. No component test judges styles (the browser tests do), so an element's computed style is its own inline
// style here: what React and antd set in `style` (display: none included) still counts.
const inlineStyleOf = (element: Element) => (element as HTMLElement).style ?? document.createElement('div').style;
window.getComputedStyle = ((element: Element) => inlineStyleOf(element)) as typeof window.getComputedStyle;
