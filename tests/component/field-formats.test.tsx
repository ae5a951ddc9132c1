import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { yearField } from '../../resources/period-fields';
import type { FieldFilter } from '../../resources/list-query';
import type { Field } from '../../resources/vocabulary';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { FieldFormItem, kindOf, TypedMonthPicker, TypedRangePicker } from '../../src/fields';
import { FieldFilterDropdown } from '../../src/fields/filter-dropdown';
import { localeSettings, setCurrentLocale } from '../../src/i18n/current-locale';
import { i18n } from '../../src/i18n/translate';

// Formats a firm reads: a year is 2026, not 2,026; and finishing a date with Enter does not send the form.

const context = { scope: 'admin' as const };

describe('number formats', () => {
  test('a year renders without a thousands separator', () => {
    const { Display } = kindOf(yearField);
    render(<Display value={2026} field={yearField} context={context} />);
    expect(screen.getByText('2026')).toBeInTheDocument();
    expect(screen.queryByText('2,026')).not.toBeInTheDocument();
  });

  test('an ordinary integer still groups its thousands', () => {
    const hours: Field = { type: 'integer' };
    const { Display } = kindOf(hours);
    render(<Display value={12345} field={hours} context={context} />);
    expect(screen.getByText('12,345')).toBeInTheDocument();
  });
});

describe('date field', () => {
  test('pressing Enter in a date field does not submit the form', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    render(
      <Form onFinish={onFinish}>
        <FieldFormItem name="day" field={{ type: 'date', label: 'Day' }} context={context} />
        <Button htmlType="submit">Save</Button>
      </Form>,
    );
    const input = screen.getByLabelText('Day');
    await user.click(input);
    await user.keyboard('03/15/26{Enter}');
    // The picker took the date (the input holds it) ...
    await waitFor(() => expect(input).toHaveValue('03/15/26'));
    // ... and the form was not sent: only the Save button sends it.
    expect(onFinish).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ day: '2026-03-15' }));
  });
});

// Issue 45: the language's short forms are read when one leaves the input (one-digit day and month, a two-digit year
// as 20YY), and a text that names no day says so under the input: never the old value back, never emptied silently.
describe.each([
  { language: 'en' as const, short: '2/16/27', shown: '02/16/27', full: '2/16/2027', unreadable: '2/30/27' },
  { language: 'it' as const, short: '16/2/27', shown: '16/02/2027', full: '16/02/27', unreadable: '30/2/27' },
])('typed short dates in $language', ({ language, short, shown, full, unreadable }) => {
  beforeEach(async () => {
    setCurrentLocale(language);
    await i18n.changeLanguage(language);
  });
  afterEach(async () => {
    setCurrentLocale('en');
    await i18n.changeLanguage('en');
  });

  const form = (onFinish: (values: unknown) => void) =>
    render(
      <Form onFinish={onFinish} initialValues={{ leaving: '2026-05-04' }}>
        <FieldFormItem name="day" field={{ type: 'date', label: 'Arrival', isRequired: true }} context={context} />
        <FieldFormItem name="leaving" field={{ type: 'date', label: 'Leaving' }} context={context} />
        <Button htmlType="submit">Save</Button>
      </Form>,
    );

  test('a required and an optional date take the short forms on Tab, and the form sends them', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    form(onFinish);
    await user.click(screen.getByLabelText('Arrival'));
    await user.keyboard(short);
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('Arrival')).toHaveValue(shown));
    await user.tripleClick(screen.getByLabelText('Leaving'));
    await user.keyboard(`{Control>}a{/Control}${full}`);
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('Leaving')).toHaveValue(shown));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ day: '2027-02-16', leaving: '2027-02-16' }));
  });

  test('a text that names no day says so, and the optional date is not emptied', async () => {
    const user = userEvent.setup();
    form(vi.fn());
    await user.click(screen.getByLabelText('Leaving'));
    await user.keyboard(`{Control>}a{/Control}${unreadable}`);
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(unreadable);
    expect(screen.getByLabelText('Leaving')).toHaveValue(language === 'en' ? '05/04/26' : '04/05/2026');
  });
});

// The month and range pickers read the same short forms: a month as 2/27 or 02/2027, each end of a range as a date.
describe.each([
  { language: 'en' as const, shortDays: ['2/16/27', '3/1/2027'], shownDays: ['02/16/27', '03/01/27'], unreadableDay: '2/30/27' },
  { language: 'it' as const, shortDays: ['16/2/27', '1/3/27'], shownDays: ['16/02/2027', '01/03/2027'], unreadableDay: '30/2/27' },
])('typed short months and ranges in $language', ({ language, shortDays, shownDays, unreadableDay }) => {
  beforeEach(async () => {
    setCurrentLocale(language);
    await i18n.changeLanguage(language);
  });
  afterEach(async () => {
    setCurrentLocale('en');
    await i18n.changeLanguage('en');
  });

  test.each(['2/27', '02/2027', '2027-02'])('a month picker takes %s on Tab', async (typed) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TypedMonthPicker value={dayjs('2026-05-01')} onChange={onChange} aria-label="Month" />);
    await user.click(screen.getByLabelText('Month'));
    await user.keyboard(`{Control>}a{/Control}${typed}`);
    await user.tab();
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall?.[0].format('YYYY-MM-DD')).toBe('2027-02-01');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a month picker says so of a text that names no month, and keeps its month', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TypedMonthPicker value={dayjs('2026-05-01')} onChange={onChange} aria-label="Month" />);
    await user.click(screen.getByLabelText('Month'));
    await user.keyboard('{Control>}a{/Control}13/27');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('13/27');
    expect(onChange).not.toHaveBeenCalled();
  });

  test("a month picker's calendar comes on first use, open, with the month shown", async () => {
    const user = userEvent.setup();
    render(<TypedMonthPicker value={dayjs('2026-05-01')} onChange={vi.fn()} aria-label="Month" />);
    // The plain input until then: no calendar code in the page's first load (issue 45).
    expect(document.querySelector('.ant-picker-dropdown')).toBeNull();
    await user.click(screen.getByLabelText('Month'));
    await waitFor(() => expect(document.querySelector('.ant-picker-dropdown .ant-picker-month-panel')).not.toBeNull());
    expect(screen.getByLabelText('Month')).toHaveFocus();
    expect(screen.getByLabelText('Month')).toHaveValue(dayjs('2026-05-01').format(localeSettings().month));
  });

  const Range = ({ onChange }: { onChange: (range: unknown) => void }) => {
    const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>([dayjs('2026-05-04'), dayjs('2026-05-20')]);
    return (
      <TypedRangePicker
        value={range}
        onChange={(next) => {
          setRange(next);
          onChange(next?.map((day) => day?.format('YYYY-MM-DD')));
        }}
      />
    );
  };

  test('each end of a range takes the short forms on Tab', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Range onChange={onChange} />);
    const [start, end] = [...container.querySelectorAll('input')];
    await user.click(start);
    await user.keyboard(`{Control>}a{/Control}${shortDays[0]}`);
    await user.tab();
    await waitFor(() => expect(start).toHaveValue(shownDays[0]));
    await user.click(end);
    await user.keyboard(`{Control>}a{/Control}${shortDays[1]}`);
    await user.tab();
    await waitFor(() => expect(end).toHaveValue(shownDays[1]));
    expect(onChange).toHaveBeenLastCalledWith(['2027-02-16', '2027-03-01']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('an end that names no day says so, and the range keeps its days', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Range onChange={onChange} />);
    const [start] = [...container.querySelectorAll('input')];
    await user.click(start);
    await user.keyboard(`{Control>}a{/Control}${unreadableDay}`);
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(unreadableDay);
    expect(onChange).not.toHaveBeenCalled();
    // The picker puts its day back once it has handled the blur.
    await waitFor(() => expect(start).toHaveValue(language === 'en' ? '05/04/26' : '04/05/2026'));
  });
});

describe('column filter', () => {
  test("a condition the dropdown cannot write (a link's 'is one of') leaves it on the field's own operators, not a raw 'in'", async () => {
    const status: Field = { type: 'enum', values: ['Draft', 'Calculated', 'Paid'] };
    const onApply = vi.fn();
    // refine's filter state holds what a link wrote, an operator beyond the dropdown's own (use-column-filters.ts).
    const fromLink = { field: 'status', operator: 'in', value: ['Draft', 'Calculated'] } as unknown as FieldFilter;
    render(<FieldFilterDropdown name="status" field={status} context={context} current={fromLink} onApply={onApply} />);
    const operator = await screen.findByRole('combobox', { name: 'Status filter operator' });
    expect(operator.closest('.ant-select')?.querySelector('.ant-select-selection-item')?.textContent).toBe('Equals');
    expect(screen.queryByText('in')).not.toBeInTheDocument();
  });
});
