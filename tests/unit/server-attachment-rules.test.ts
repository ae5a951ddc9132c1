import { isAllowedType } from '../../server/operations/attachments';
import { contentDisposition } from '../../server/routes/content-disposition';
import { parseRecordId } from '../../server/routes/record-id';

describe('attachment rules', () => {
  const types = ['.pdf', 'image/*', 'application/vnd.ms-excel'];

  test('extensions, wildcard groups and exact types (SPEC §5)', () => {
    expect(isAllowedType(types, { fileName: 'Scan.PDF', contentType: 'application/octet-stream' })).toBe(true);
    expect(isAllowedType(types, { fileName: 'photo', contentType: 'image/jpeg' })).toBe(true);
    expect(isAllowedType(types, { fileName: 'sheet.xls', contentType: 'application/vnd.ms-excel' })).toBe(true);
    expect(isAllowedType(types, { fileName: 'notes.txt', contentType: 'text/plain' })).toBe(false);
    expect(isAllowedType(types, { fileName: 'fake.pdf.exe', contentType: 'application/x-msdownload' })).toBe(false);
  });

  test('downloads keep the exact name and give an ASCII fallback', () => {
    expect(contentDisposition('Ricevuta «marzo».pdf')).toBe(
      `attachment; filename="Ricevuta _marzo_.pdf"; filename*=UTF-8''Ricevuta%20%C2%ABmarzo%C2%BB.pdf`,
    );
  });

  test('path ids are positive whole numbers within integer range', () => {
    expect(parseRecordId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1e3', '2147483648', ' 4']) expect(() => parseRecordId(bad), String(bad)).toThrow(/positive whole number/);
  });
});
