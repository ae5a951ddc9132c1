import { render, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { findResource, registry } from '../../resources.config';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_OFFSET } from '../../resources/list-query';
import { FieldFormItem } from '../../src/fields';
import { LocaleProvider, type PortalLocale } from '../../src/i18n';
import { setCurrentLocale } from '../../src/i18n/current-locale';
import { i18n } from '../../src/i18n/translate';
import { refineResources } from '../../src/routing';
import { ListScreen } from '../../src/screens/generic';
import { apiDataProvider } from '../helpers/api-data-provider';
import { sharedApiStub } from '../helpers/api-stub-server';
import { TestWrapper } from '../helpers/test-wrapper';
import { ChangeList } from '../../src/screens/generic/audit/change-list';
import type { AuditRow } from '../../src/screens/generic/audit/audit-api';

// The same list and form in both languages: English as SPEC §9 writes it (mm/dd/yy, €1,234.56), Italian as an
// Italian firm does (dd/mm/yyyy, 1.234,56 €), labels from the catalogue.

const taxes = findResource('taxes')!;
const listRoute = taxes.routes!.find((route) => route.path === '/admin/taxes')!;
const tax = { id: 1, version: 1, description: 'IVA febbraio', taxType: 'VAT', paymentForm: 'F24', year: 2026, month: 2, amount: 1234.56, dueDate: '2026-03-16', isPaid: false };

const api = sharedApiStub(() => ({ body: [tax], headers: { 'X-Total-Count': '1' } }));
afterEach(async () => {
  setCurrentLocale('en');
  await i18n.changeLanguage('en');
});

const inLocale = (locale: PortalLocale, children: ReactNode) => (
  <LocaleProvider initial={locale}>
    <TestWrapper dataProvider={apiDataProvider(api)} resources={refineResources(registry)} initialPath={listRoute.path}>
      {children}
    </TestWrapper>
  </LocaleProvider>
);

const normalSpaces = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

describe('a list in each language', () => {
  test('English: mm/dd/yy and €1,234.56', async () => {
    render(inLocale('en', <ListScreen declaration={taxes} route={listRoute} identifier={listRoute.path} />));
    const row = (await screen.findByText('IVA febbraio')).closest('tr')!;
    expect(within(row).getByText('03/16/26')).toBeInTheDocument();
    expect(within(row).getByText('€1,234.56')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Due date/ })).toBeInTheDocument();
  });

  test('Italian: dd/mm/yyyy, 1.234,56 € and Italian labels', async () => {
    render(inLocale('it', <ListScreen declaration={taxes} route={listRoute} identifier={listRoute.path} />));
    const row = (await screen.findByText('IVA febbraio')).closest('tr')!;
    expect(within(row).getByText('16/03/2026')).toBeInTheDocument();
    expect(within(row).getByText((_, element) => element?.tagName === 'TD' && normalSpaces(element.textContent) === '1.234,56 €')).toBeInTheDocument();
    expect(within(row).getByText('IVA')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Scadenza/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Importo/ })).toBeInTheDocument();
  });
});

describe('an estimated total', () => {
  afterEach(() => api.reply(() => ({ body: [tax], headers: { 'X-Total-Count': '1' } })));

  test('reads "about 1.4 million" rather than a false exact number', async () => {
    api.reply(() => ({ body: [tax], headers: { 'X-Total-Count': '1372798', 'X-Total-Count-Estimated': 'true' } }));
    render(inLocale('en', <ListScreen declaration={taxes} route={listRoute} identifier={listRoute.path} />));
    expect(await screen.findByText('about 1.4 million')).toBeInTheDocument();
  });

  test('its pager ends at the deepest page the API reads by offset (10,000 rows), so every page number opens', async () => {
    api.reply(() => ({ body: [tax], headers: { 'X-Total-Count': '1372798', 'X-Total-Count-Estimated': 'true' } }));
    render(inLocale('en', <ListScreen declaration={taxes} route={listRoute} identifier={listRoute.path} />));
    await screen.findByText('about 1.4 million');
    const lastPage = Math.ceil((MAX_PAGE_OFFSET + DEFAULT_PAGE_SIZE) / DEFAULT_PAGE_SIZE);
    expect(screen.getByTitle(String(lastPage))).toBeInTheDocument();
    expect(screen.queryByTitle(String(Math.ceil(1372798 / DEFAULT_PAGE_SIZE)))).not.toBeInTheDocument();
  });

  test('reads "circa 1,4 milioni" in Italian', async () => {
    api.reply(() => ({ body: [tax], headers: { 'X-Total-Count': '1372798', 'X-Total-Count-Estimated': 'true' } }));
    render(inLocale('it', <ListScreen declaration={taxes} route={listRoute} identifier={listRoute.path} />));
    expect(await screen.findByText('circa 1,4 milioni')).toBeInTheDocument();
  });
});

describe('a form in each language', () => {
  const dueForm = (locale: PortalLocale) =>
    render(
      inLocale(
        locale,
        <Form initialValues={{ dueDate: '2026-03-16', amount: 1234.56 }}>
          <FieldFormItem name="dueDate" field={taxes.fields.dueDate} context={{ scope: 'admin' }} />
          <FieldFormItem name="amount" field={taxes.fields.amount} context={{ scope: 'admin' }} />
        </Form>,
      ),
    );

  test('English shows the date as mm/dd/yy', async () => {
    dueForm('en');
    expect(await screen.findByLabelText('Due date')).toHaveValue('03/16/26');
    expect(screen.getByLabelText('Amount')).toHaveValue('1234.56');
  });

  test('Italian shows the date as dd/mm/yyyy and the amount with a decimal comma', async () => {
    dueForm('it');
    expect(await screen.findByLabelText('Scadenza')).toHaveValue('16/03/2026');
    expect(screen.getByLabelText('Importo')).toHaveValue('1234,56');
  });
});

// Issue 45: a record's history reads as words, not data: the referenced record's name ("Fornitore: 3" was the id),
// days and money in the reader's formats, yes/no and states through the catalogue.
describe('history in words', () => {
  const invoices = findResource('invoices')!;
  const leads = findResource('leads')!;
  const row = (resource: string, changes: AuditRow['changes']): AuditRow => ({ id: 1, at: '2026-03-08T09:00:00Z', username: 'admin', name: 'Admin', resource, recordId: 5, action: 'update', changes, via: null });

  test('Italian: names, dd/mm/yyyy, 1.234,56 €, Sì/No and Italian states', async () => {
    api.reply((request) =>
      /suppliers/.test(request.path) ? { body: [{ id: 3, name: 'Fornitore Uno' }], headers: { 'X-Total-Count': '1' } } : { body: [tax], headers: { 'X-Total-Count': '1' } },
    );
    render(
      inLocale(
        'it',
        <>
          <ChangeList row={row('invoices', { supplierId: [null, 3], date: ['2026-03-07', '2026-03-08'], total: [100, 1234.56], isPartyVatInvalid: [false, true] })} declaration={invoices} />
          <ChangeList row={row('leads', { status: ['New', 'Contacted'] })} declaration={leads} />
        </>,
      ),
    );
    const lineOf = async (label: RegExp) => normalSpaces((await screen.findByText(label)).closest('.ant-typography')?.textContent);
    await waitFor(async () => expect(await lineOf(/^Fornitore/)).toBe('Fornitore: — → Fornitore Uno'));
    expect(await lineOf(/^Data/)).toBe('Data: 07/03/2026 → 08/03/2026');
    expect(await lineOf(/^Totale/)).toBe('Totale: 100,00 € → 1.234,56 €');
    expect(await lineOf(/^Stato/)).toBe('Stato: Nuovo → Contattato');
    expect((await lineOf(/^Partita IVA/)).endsWith('No → Sì')).toBe(true);
  });
});
