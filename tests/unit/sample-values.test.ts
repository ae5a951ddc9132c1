// The registry-wide tests' samples come from the declarations alone (tests/helpers/sample-values.ts): every field of
// every resource, and a field no helper has heard of, gets a value its own declaration accepts.
import { resources } from '../../resources.config';
import { firmToday, fixedFirmToday, fixFirmToday } from '../../resources/firm-calendar';
import type { Field } from '../../resources/vocabulary';
import { isValidIban } from '../../modules/finance/domain/iban';
import { fieldTypeOf } from '../../server/field-types';
import { sampleValue, textOfPattern } from '../helpers/sample-values';

const accepts = (field: Field, value: unknown) => fieldTypeOf(field).value(field).safeParse(value).success;

describe("samples made from a field's declaration", () => {
  const fields = resources.flatMap((resource) =>
    Object.entries(resource.fields)
      .filter(([, field]) => field.type !== 'reference')
      .map(([key, field]) => ({ name: `${resource.name}.${key}`, key, field })),
  );

  test.each(fields)('$name: the sample passes the declaration, for several rows', ({ key, field }) => {
    for (const sequence of [1, 2, 97, 1000]) expect(accepts(field, sampleValue(key, field, sequence)), String(sampleValue(key, field, sequence))).toBe(true);
  });

  test('a patterned field of a new module gets a matching value, different per row and the same in every run', () => {
    const roomCode: Field = { type: 'text', isUnique: true, maxLength: 6, pattern: '^R[0-9]{2}-[A-Z]{2}$' };
    const values = [1, 2, 3, 4, 5].map((sequence) => sampleValue('code', roomCode, sequence));
    for (const value of values) expect(value).toMatch(/^R[0-9]{2}-[A-Z]{2}$/);
    expect(new Set(values).size).toBe(values.length);
    expect(sampleValue('code', roomCode, 3)).toBe(values[2]);
    // An unanchored pattern holds for the whole value, as the server checks it.
    expect(textOfPattern('[a-z0-9._@-]+', 'username:1', 120)).toMatch(/^[a-z0-9._@-]+$/);
  });

  test("a declaration's example wins: a value, or a function of the row for unique values under a rule (an IBAN)", () => {
    expect(sampleValue('colour', { type: 'text', pattern: '^#[0-9a-f]{6}$', example: '#1677ff' }, 9)).toBe('#1677ff');
    const iban = resources.find((resource) => resource.name === 'accounts')!.fields.iban;
    const [first, second] = [sampleValue('iban', iban, 1), sampleValue('iban', iban, 2)];
    expect(first).not.toBe(second);
    expect([first, second].every((value) => isValidIban(String(value)))).toBe(true);
  });

  test("days are the firm's today, so a rule against the past holds for the samples", () => {
    const runsFixedDay = fixedFirmToday();
    try {
      fixFirmToday('2027-02-28');
      expect(sampleValue('startsOn', { type: 'date' }, 1)).toBe('2027-02-28');
      expect(sampleValue('at', { type: 'datetime' }, 1)).toBe('2027-02-28T09:30:00.000Z');
    } finally {
      fixFirmToday(runsFixedDay);
    }
    expect(sampleValue('startsOn', { type: 'date' }, 1)).toBe(firmToday());
  });
});
