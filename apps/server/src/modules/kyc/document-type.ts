import type { KycContentType } from '@lodestar/contracts';

/** Leading bytes of each accepted format: the type is decided by content, never by the name or declared type. */
const signatures: ReadonlyArray<{ contentType: KycContentType; magic: readonly number[] }> = [
  { contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // "%PDF-"
];

/** The format of `bytes` by their magic number, or undefined when they are none of JPEG, PNG or PDF. */
export function detectDocumentType(bytes: Uint8Array): KycContentType | undefined {
  return signatures.find(({ magic }) => bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte))?.contentType;
}
