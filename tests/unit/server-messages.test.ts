import { allOf, eitherOf, englishText, fromEnglish, inSentence, listOf, lowerCase, message, render, term } from '../../server/i18n/message';
import { badRequest } from '../../server/errors';

// A refusal's message: English is the key with its values, exactly as a template string wrote it before;
// Italian comes from the catalogue, with the same values; values are never read as placeholders or nesting.

describe('server messages', () => {
  test('English fills the placeholders in and nothing else', () => {
    expect(render(message('Cannot sort by {{field}}', { field: 'shoeSize' }))).toBe('Cannot sort by shoeSize');
    expect(render(message('At most {{max}} rows per page', { max: 1000 }))).toBe('At most 1000 rows per page');
    // What a user sends comes back as sent: no placeholder, nesting or replacement pattern inside it is read.
    for (const hostile of ['{{field}}', '$t(Required)', "$& $' $`", '<b>&amp;</b>', '__proto__'])
      expect(render(message('Cannot sort by {{field}}', { field: hostile }))).toBe(`Cannot sort by ${hostile}`);
  });

  test('Italian comes from the catalogue, with the same values; a key without an entry stays English', () => {
    expect(render(message('Cannot sort by {{field}}', { field: 'shoeSize' }), 'it')).toBe('Impossibile ordinare per shoeSize');
    expect(render(message('Not in any catalogue {{x}}', { x: 1 }), 'it')).toBe('Not in any catalogue 1');
  });

  test('a value may be a message or a declared term, translated in the same language', () => {
    const refusal = message('Bad filter on {{field}}: {{why}}', { field: 'hours', why: message('Must be a number') });
    expect(render(refusal)).toBe('Bad filter on hours: Must be a number');
    expect(render(refusal, 'it')).toBe('Filtro non valido su hours: Deve essere un numero');
    const missing = message('{{resource}} {{id}} not found', { resource: term('Employee'), id: 7 });
    expect([render(missing), render(missing, 'it')]).toEqual(['Employee 7 not found', 'Dipendente 7 non trovato']);
  });

  test('words inside a sentence and lists follow the language', () => {
    expect(render(lowerCase(term('Employees')))).toBe('employees');
    expect(render(lowerCase(term('Employees')), 'it')).toBe('dipendenti');
    expect(render(inSentence(term('Employees')))).toBe('employees');
    expect(render(inSentence(term('HR requests')))).toBe('HR requests');
    expect(render(message('{{v}}', { v: eitherOf([term('Approved'), message('blank'), 'X']) }))).toBe('Approved or blank or X');
    expect(render(message('{{v}}', { v: eitherOf([term('Approved'), message('blank')]) }), 'it')).toMatch(/^\S+ o vuoto$/);
    expect(render(message('{{v}}', { v: allOf(['Anna', 'Luca', 'Rita']) }))).toBe('Anna and Luca and Rita');
    expect(render(listOf(['a', term('Employee')]), 'it')).toBe('a, Dipendente');
  });

  test('a reason zod carries as English text is given back as its message', () => {
    const english = englishText(message('At most {{maxLength}} characters', { maxLength: 80 }));
    expect(english).toBe('At most 80 characters');
    expect(render(fromEnglish(english), 'it')).toBe('Al massimo 80 caratteri');
    expect(fromEnglish('Some text no one remembered')).toEqual({ key: 'Some text no one remembered' });
  });

  test('an HttpError keeps its message and field messages, with the English texts beside them', () => {
    const error = badRequest(message('Some fields are not valid'), { name: message('Required') });
    expect([error.message, error.errors]).toEqual(['Some fields are not valid', { name: 'Required' }]);
    expect(render(error.text, 'it')).toBe('Alcuni campi non sono validi');
    expect(render(error.fieldTexts!.name, 'it')).toBe('Obbligatorio');
  });
});
