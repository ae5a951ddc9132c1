import * as asn1js from 'asn1js';
import { message, render, type Message } from '../../../server/i18n/message';
import * as pkijs from 'pkijs';

// A signed FatturaPA (.xml.p7m, CAdES) read as what it is: a CMS SignedData (RFC 5652) decoded by asn1js/pkijs,
// in DER or BER (indefinite lengths, an eContent chunked into several OCTET STRINGs, as streaming signers write
// it), raw or base64 as some channels deliver it. The XML is the encapsulated content, whole.
// The signature is checked over the content: the signer's certificate is in the envelope, its signature over
// the signed attributes verifies, and their message digest is that of the content. Not checked: the chain of
// the certificate to a trusted list (AgID's list of Italian qualified providers, the EU trust lists), its
// revocation (CRL/OCSP), its validity on the signing day, and the CAdES signing-certificate attribute; the
// exchange system (SdI) checked those on delivery, and an invoice it delivered is imported either way.

export type SignatureCheck = 'valid' | 'invalid';
export type SignedInvoice = { xml: Buffer; signature: SignatureCheck };

/** A signed file refused: the reason a catalogue message, so the person reads it in their language. */
export class SignedEnvelopeRefusal extends Error {
  constructor(readonly reason: Message) {
    super(render(reason));
  }
}

const SIGNED_DATA = '1.2.840.113549.1.7.2';

/** The DER/BER bytes: as given, or decoded from the base64 text some senders wrap them in. */
const berOf = (bytes: Buffer): Buffer => {
  if (bytes[0] === 0x30) return bytes;
  const text = bytes.toString('latin1').replace(/-----(BEGIN|END) [A-Z0-9 ]+-----/g, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) throw new SignedEnvelopeRefusal(message('the signed envelope is neither DER nor base64'));
  return Buffer.from(text, 'base64');
};

const signedDataOf = (bytes: Buffer) => {
  const ber = berOf(bytes);
  const asn1 = asn1js.fromBER(new Uint8Array(ber));
  if (asn1.offset === -1) throw new SignedEnvelopeRefusal(message('the signed envelope is not ASN.1 ({{reason}})', { reason: String(asn1.result.error) }));
  try {
    const info = new pkijs.ContentInfo({ schema: asn1.result });
    if (info.contentType !== SIGNED_DATA) throw new SignedEnvelopeRefusal(message('the envelope is not a CMS SignedData (content type {{type}})', { type: String(info.contentType) }));
    return new pkijs.SignedData({ schema: info.content });
  } catch (error) {
    if (error instanceof SignedEnvelopeRefusal) throw error;
    throw new SignedEnvelopeRefusal(message('the signed envelope is not a CMS SignedData'));
  }
};

/** The XML inside a signed invoice and whether the signature over it holds; a refusal when it holds no document. */
export const openSignedInvoice = async (bytes: Buffer): Promise<SignedInvoice> => {
  const signed = signedDataOf(bytes);
  const content = signed.encapContentInfo.eContent;
  if (!content) throw new SignedEnvelopeRefusal(message('the signature is detached: the envelope holds no invoice'));
  // getValue joins the chunks of a constructed OCTET STRING.
  const xml = Buffer.from(content.getValue());
  if (xml.length === 0) throw new SignedEnvelopeRefusal(message('the signed envelope holds an empty document'));
  return { xml, signature: await signatureOf(signed) };
};

const signatureOf = async (signed: pkijs.SignedData): Promise<SignatureCheck> => {
  if (signed.signerInfos.length === 0) return 'invalid';
  try {
    for (const [index] of signed.signerInfos.entries()) {
      const result = await signed.verify({ signer: index, checkChain: false, extendedMode: true });
      if (!result.signatureVerified) return 'invalid';
    }
    return 'valid';
  } catch {
    // pkijs throws (SignedDataVerifyError) for a digest that does not match, a missing signer certificate, an
    // unsupported algorithm: none of them is a signature that holds.
    return 'invalid';
  }
};
