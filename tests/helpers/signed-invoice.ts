import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

// A real CAdES-style .xml.p7m made with pkijs: a self-signed RSA certificate, a CMS SignedData over the XML
// with the signed attributes (content type, message digest) a qualified signature carries. `isChunked` writes
// the content as a BER constructed OCTET STRING of small chunks inside indefinite-length envelopes, as streaming
// signers do; `tamper` changes the content after signing, so the signature no longer holds.

const DATA = '1.2.840.113549.1.7.1';
const SIGNED_DATA = '1.2.840.113549.1.7.2';

const signer = async () => {
  const keys = (await crypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair;
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  certificate.serialNumber = new asn1js.Integer({ value: 7 });
  const name = new pkijs.AttributeTypeAndValue({ type: '2.5.4.3', value: new asn1js.Utf8String({ value: 'Mario Rossi (test signer)' }) });
  certificate.issuer.typesAndValues.push(name);
  certificate.subject.typesAndValues.push(name);
  certificate.notBefore.value = new Date('2026-01-01T00:00:00Z');
  certificate.notAfter.value = new Date('2029-01-01T00:00:00Z');
  await certificate.subjectPublicKeyInfo.importKey(keys.publicKey);
  await certificate.sign(keys.privateKey, 'SHA-256');
  return { keys, certificate };
};

/** The definite-length header of a BER element replaced by the indefinite form (0x80 … 00 00). */
const indefinite = (der: Uint8Array) => {
  const lengthByte = der[1];
  const headerLength = lengthByte < 0x80 ? 2 : 2 + (lengthByte & 0x7f);
  return Buffer.concat([Buffer.from([der[0], 0x80]), Buffer.from(der.subarray(headerLength)), Buffer.from([0, 0])]);
};

export const signedInvoice = async (xml: Buffer | string, { isChunked = false, tamper }: { isChunked?: boolean; tamper?: (xml: string) => string } = {}) => {
  const content = Buffer.from(xml);
  const { keys, certificate } = await signer();
  const digest = await crypto.subtle.digest('SHA-256', content);
  const signed = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: DATA, eContent: new asn1js.OctetString({ valueHex: content }) }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            new pkijs.Attribute({ type: '1.2.840.113549.1.9.3', values: [new asn1js.ObjectIdentifier({ value: DATA })] }),
            new pkijs.Attribute({ type: '1.2.840.113549.1.9.4', values: [new asn1js.OctetString({ valueHex: digest })] }),
          ],
        }),
      }),
    ],
    certificates: [certificate],
  });
  await signed.sign(keys.privateKey, 0, 'SHA-256');
  const delivered = tamper ? Buffer.from(tamper(content.toString('utf8'))) : content;
  // The content as delivered: whole, or in chunks of 64 bytes (a constructed, indefinite-length OCTET STRING).
  signed.encapContentInfo.eContent = isChunked
    ? new asn1js.OctetString({
        idBlock: { isConstructed: true },
        lenBlock: { isIndefiniteForm: true },
        isConstructed: true,
        isIndefiniteForm: true,
        value: Array.from({ length: Math.ceil(delivered.length / 64) }, (_, index) => new asn1js.OctetString({ valueHex: delivered.subarray(index * 64, index * 64 + 64) })),
      } as ConstructorParameters<typeof asn1js.OctetString>[0])
    : new asn1js.OctetString({ valueHex: delivered });
  const der = new Uint8Array(new pkijs.ContentInfo({ contentType: SIGNED_DATA, content: signed.toSchema(true) }).toSchema().toBER(false));
  return isChunked ? indefinite(der) : Buffer.from(der);
};
