// mjml 5 ships no types (DefinitelyTyped's describe mjml 4, whose call answered at once); the part we call.
declare module 'mjml' {
  type MjmlError = { line: number; message: string; tagName: string; formattedMessage: string };
  type MjmlOptions = { validationLevel?: 'strict' | 'soft' | 'skip'; minify?: boolean; keepComments?: boolean };
  const mjml2html: (mjml: string, options?: MjmlOptions) => Promise<{ html: string; errors: MjmlError[] }>;
  export default mjml2html;
}
