// Vitest exposes its JSDOM instance as the `jsdom` global; moving the page's URL decides what is same-origin.
type PageDom = { reconfigure: (settings: { url: string }) => void };

export const setPageUrl = (url: string) => {
  (globalThis as unknown as { jsdom: PageDom }).jsdom.reconfigure({ url });
};
