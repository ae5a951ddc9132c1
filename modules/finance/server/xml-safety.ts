// Hostile XML is refused before a parser sees it: a DTD (DOCTYPE or ENTITY: entity expansion, external
// entities) never, elements nested deeper or a text longer than the import allows neither. One linear pass
// without recursion, so 100,000 levels of nesting cost no stack. The parsers then run with entities off
// (`processEntities: false`) and the five predefined ones and character references are decoded by `decodeXmlText`.

export type XmlLimits = { maxDepth: number; maxTextLength: number };

const DTD = /<!(DOCTYPE|ENTITY)/i;
export const DTD_REFUSAL = 'a DTD (DOCTYPE or ENTITY declaration) is not accepted';

/** Whether a piece of a document declares a DTD (checked as a streamed document passes, before its entries are read). */
export const hasDtd = (text: string) => DTD.test(text);

/** Why the document may not be parsed, or undefined when it may. */
export const unsafeXmlReason = (xml: string, { maxDepth, maxTextLength }: XmlLimits): string | undefined => {
  if (DTD.test(xml)) return DTD_REFUSAL;
  let depth = 0;
  let position = 0;
  let textStart = 0;
  while (position < xml.length) {
    const open = xml.indexOf('<', position);
    const textEnd = open < 0 ? xml.length : open;
    if (textEnd - textStart > maxTextLength) return `a text is longer than ${maxTextLength.toLocaleString('en-US')} characters`;
    if (open < 0) break;
    const skipTo = (closing: string) => {
      const end = xml.indexOf(closing, open);
      return end < 0 ? xml.length : end + closing.length;
    };
    if (xml.startsWith('<!--', open)) position = skipTo('-->');
    else if (xml.startsWith('<![CDATA[', open)) {
      position = skipTo(']]>');
      if (position - open > maxTextLength) return `a text is longer than ${maxTextLength.toLocaleString('en-US')} characters`;
    } else if (xml.startsWith('<?', open)) position = skipTo('?>');
    else {
      position = skipTo('>');
      if (xml[open + 1] === '/') depth--;
      else if (xml[position - 2] !== '/' && ++depth > maxDepth) return `elements nest deeper than ${maxDepth} levels`;
    }
    textStart = position;
  }
  return undefined;
};

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** A text as the parser left it (entities off) with XML's predefined entities and character references decoded. */
export const decodeXmlText = (text: string) =>
  text.includes('&')
    ? text.replace(/&(amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});/g, (whole, name: string) => {
        if (name[0] !== '#') return PREDEFINED[name];
        const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
      })
    : text;
