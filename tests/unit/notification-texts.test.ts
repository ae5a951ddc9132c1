// Issue 27: a notification is stored in English from a template and read in the reader's language and date format.
import { notificationText, readNotification } from '../../resources/notification-texts';
import { browserLocale, setCurrentLocale } from '../../src/i18n/current-locale';
import { i18n } from '../../src/i18n/translate';
import { notificationInReadersWords } from '../../src/shell/notifications/notification-words';
import { kindOf } from '../../src/fields';
import { notifications } from '../../modules/users/notifications.resource';

describe('notifications in the reader’s words', () => {
  afterEach(async () => {
    setCurrentLocale('en');
    await i18n.changeLanguage('en');
  });

  const decided = notificationText('Your request {{number}} ({{days}}) was {{decision}}. Note from HR: {{note}}', {
    number: 'HRQ-000141',
    days: '2026-11-30 – 2026-12-02',
    decision: 'approved',
    note: 'Buone ferie',
  });

  it('stores the English text and reads its template back', () => {
    expect(decided).toBe('Your request HRQ-000141 (2026-11-30 – 2026-12-02) was approved. Note from HR: Buone ferie');
    expect(readNotification(decided)).toEqual({
      template: 'Your request {{number}} ({{days}}) was {{decision}}. Note from HR: {{note}}',
      values: { number: 'HRQ-000141', days: '2026-11-30 – 2026-12-02', decision: 'approved', note: 'Buone ferie' },
    });
    expect(readNotification('Something no template writes')).toBeUndefined();
  });

  it('shows SPEC §9 dates in English and Italian words and dates in Italian', async () => {
    setCurrentLocale('en');
    expect(notificationInReadersWords(decided)).toBe('Your request HRQ-000141 (11/30/26 – 12/02/26) was approved. Note from HR: Buone ferie');
    setCurrentLocale('it');
    await i18n.changeLanguage('it');
    expect(notificationInReadersWords(decided)).toBe('La tua richiesta HRQ-000141 (30/11/2026 – 02/12/2026) è stata approvata. Nota del personale: Buone ferie');
    expect(notificationInReadersWords('Task TSK-000001 "Login" you follow moved to In Review')).toMatch(/^L'attività TSK-000001 "Login" che segui è passata a /);
    expect(notificationInReadersWords('Something no template writes')).toBe('Something no template writes');
  });

  it('reads a stored row the same way on every generic screen (list cell, CSV, record title) as in the bell', async () => {
    const field = notifications.fields.message;
    const stored = 'New comment on task TSK-000007 "Login page"';
    setCurrentLocale('it');
    await i18n.changeLanguage('it');
    const inItalian = kindOf(field).toText(stored, field);
    expect(inItalian).toBe(notificationInReadersWords(stored));
    expect(inItalian).toBe('Nuovo commento sull\'attività TSK-000007 "Login page"');
  });

  it("starts in the browser's language when the user has chosen none", () => {
    expect(browserLocale(['it-IT', 'en'])).toBe('it');
    expect(browserLocale(['de-DE', 'it'])).toBe('it');
    expect(browserLocale(['en-US', 'it'])).toBe('en');
    expect(browserLocale(['fr-FR'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });
});
