import { render, screen, within } from '@testing-library/react';
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
