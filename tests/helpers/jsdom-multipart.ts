// Multipart bodies in the component tests' jsdom. jsdom's FormData, File and Blob are not Node's, and the fetch and
// Request the tests run on are Node's (vitest leaves them in the jsdom environment): vitest's own Request turns a
// jsdom form into Node's but drops each file's bytes and name (vitest-dev/vitest#7080). A browser has one FormData,
// so the SPA needs nothing of this; this Request, installed by component-setup.ts, converts jsdom's form and blobs
// into Node's with their bytes, names and types. jsdom keeps a blob's bytes behind its implementation symbol (vitest
// reads them there too, under the name jsdom gave them before version 29).
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

type JsdomBlobImpl = { _bytes: Uint8Array };

const implementationSymbol = Object.getOwnPropertySymbols(new Blob())[0];
const bytesOf = (blob: Blob) => (blob as unknown as Record<symbol, JsdomBlobImpl>)[implementationSymbol]._bytes;

/** Node's FormData class (undici's), which no global names in jsdom: read from a form Node's Response parses. */
const NodeFormData = (await new Response('a=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData())
  .constructor as typeof FormData;

const nodeBlobOf = (blob: Blob) =>
  blob instanceof File ? new NodeFile([bytesOf(blob)], blob.name, { type: blob.type }) : new NodeBlob([bytesOf(blob)], { type: blob.type });

const nodeFormOf = (form: FormData) => {
  const converted = new NodeFormData();
  form.forEach((value, key) => {
    if (typeof value === 'string') converted.append(key, value);
    else converted.append(key, nodeBlobOf(value) as unknown as Blob, value.name);
  });
  return converted;
};

/**
 * `work` with Node's File and Blob as the globals, until what it returns has settled: undici takes the File class from
 * the global when it writes or reads a form, and with jsdom's there it wrote each file without its bytes here (and
 * never finished reading one back).
 */
const withNodeFileClasses = <T,>(work: () => T): T => {
  const [JsdomFile, JsdomBlob] = [globalThis.File, globalThis.Blob];
  const restore = () => Object.assign(globalThis, { File: JsdomFile, Blob: JsdomBlob });
  Object.assign(globalThis, { File: NodeFile, Blob: NodeBlob });
  try {
    const result = work();
    if (result instanceof Promise) return result.finally(restore) as T;
    restore();
    return result;
  } catch (error) {
    restore();
    throw error;
  }
};

/** A multipart request's form, read as Node reads it. */
export const formOf = (request: Request): Promise<FormData> => withNodeFileClasses(() => request.formData());

/** Installs the converting Request in place of the environment's. */
export const installJsdomMultipart = () => {
  const EnvironmentRequest = globalThis.Request;
  class ConvertingRequest extends EnvironmentRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      const body = init?.body;
      if (body instanceof FormData || body instanceof Blob) {
        const converted = withNodeFileClasses(() => (body instanceof FormData ? nodeFormOf(body) : nodeBlobOf(body)));
        super(input, { ...init, body: converted as BodyInit });
      } else super(input, init);
    }
  }
  globalThis.Request = ConvertingRequest;
};
