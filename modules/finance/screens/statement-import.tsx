import { UploadOutlined } from '@ant-design/icons';
import { Alert, AutoComplete, Button, Form, Modal, Progress, Select, Space, Statistic, Table, Upload } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { useState } from 'react';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { formatDate } from '../../../src/fields';
import { actionNamed, useRunAction } from '../../../src/screens/generic/actions';
import { translate } from '../../../src/i18n';
import { reasonOf } from '../../../src/providers/http-client';
import { cashFlowEntries } from '../cash-flow-entries.resource';
import type { ReplyOf } from '../../../resources/reply-types';

// "Import a bank statement": account, file (CSV or camt.053), and — when the bank's headers are not known —
// the columns, which the account then remembers. Shows the upload running and the summary it replies. When the
// server refuses the columns (unknown headers, or not those the account remembers), the column form comes back
// offering the file's own headers; a refusal is shown as the server words it, in the person's language.

type Summary = ReplyOf<typeof cashFlowEntries, 'importStatement'>;
type Mapping = { date?: string; description?: string; amount?: string; debit?: string; credit?: string };
const SEPARATORS = [';', ',', '\t', '|'];

/** The header cells a person may pick from: the first 40 lines' line with the most cells. */
const headersOf = async (file: File) => {
  const lines = (await file.text()).split(/\r\n|\n|\r/).slice(0, 40);
  let best: string[] = [];
  for (const line of lines)
    for (const separator of SEPARATORS) {
      const cells = line.split(separator).map((cell) => cell.trim().replace(/^"|"$/g, '')).filter((cell) => cell !== '');
      if (cells.length > best.length) best = cells;
    }
  return [...new Set(best)];
};

type ImportProps = { declaration: ResourceDeclaration; accounts: { value: number; label: string }[]; onImported: () => void };

export const StatementImport = ({ declaration, accounts, onImported }: ImportProps) => {
  const [isOpen, setOpen] = useState(false);
  const [accountId, setAccountId] = useState<number>();
  const [file, setFile] = useState<RcFile>();
  const [needsColumns, setNeedsColumns] = useState(false);
  const [headers, setHeaders] = useState<string[]>([]);
  const [summary, setSummary] = useState<Summary>();
  const [refusal, setRefusal] = useState<string>();
  const [mapping] = Form.useForm<Mapping>();
  const { run, isRunning } = useRunAction(cashFlowEntries, declaration.name);

  const send = async () => {
    if (!accountId || !file) return;
    const columns = needsColumns ? Object.fromEntries(Object.entries(mapping.getFieldsValue()).filter(([, value]) => value)) : undefined;
    const input = { account_id: accountId, mapping: columns ? JSON.stringify(columns) : undefined };
    setRefusal(undefined);
    setSummary(undefined);
    try {
      setSummary(await run(actionNamed(cashFlowEntries, 'importStatement'), { input, files: [file], quiet: true }));
      onImported();
    } catch (error) {
      const failure = error as { errors?: Record<string, string> };
      if (failure.errors?.mapping) {
        setNeedsColumns(true);
        setHeaders(await headersOf(file).catch(() => []));
      }
      setRefusal(reasonOf(error) ?? translate('Refused: nothing was imported'));
    }
  };

  // Another file replaces the one chosen (the list shows the chosen file only), and the old file's refusal goes with it.
  const pick = (picked: RcFile) => {
    setFile(picked);
    setRefusal(undefined);
    setSummary(undefined);
    return false;
  };

  const close = () => {
    setOpen(false);
    setSummary(undefined);
    setRefusal(undefined);
    setFile(undefined);
    setNeedsColumns(false);
    setHeaders([]);
  };

  return (
    <>
      <Button type="primary" icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {translate('Import a bank statement')}
      </Button>
      <Modal title={translate('Import a bank statement')} open={isOpen} onCancel={close} onOk={send} okText={translate('Import')} okButtonProps={{ disabled: !accountId || !file, loading: isRunning }} width={720} destroyOnHidden>
        <Form layout="vertical">
          <Form.Item label={translate('Account')} required>
            <Select aria-label={translate('Account')} options={accounts} value={accountId} onChange={setAccountId} placeholder={translate('Choose the account')} />
          </Form.Item>
          <Form.Item label={translate('Statement file (CSV or camt.053 XML)')} required>
            <Upload accept=".csv,.txt,.xml" maxCount={1} fileList={file ? [{ uid: file.uid, name: file.name, status: 'done' }] : []} beforeUpload={pick} onRemove={() => setFile(undefined)}>
              <Button icon={<UploadOutlined />}>{translate('Choose the file')}</Button>
            </Upload>
          </Form.Item>
        </Form>
        {needsColumns && (
          <Form form={mapping} layout="inline" aria-label={translate('Columns')}>
            <Alert type="info" showIcon style={{ marginBottom: 8, width: '100%' }} message={translate('Type the headers of your bank\'s columns: the account remembers them.')} />
            {(['date', 'description', 'amount', 'debit', 'credit'] as const).map((key) => (
              <Form.Item key={key} name={key} label={{ date: translate('Date'), description: translate('Description'), amount: translate('Signed amount'), debit: 'Dare', credit: 'Avere' }[key]}>
                <AutoComplete aria-label={{ date: translate('Date'), description: translate('Description'), amount: translate('Signed amount'), debit: 'Dare', credit: 'Avere' }[key]} style={{ width: 160 }} options={headers.map((header) => ({ value: header }))} filterOption={(typed, option) => String(option?.value ?? '').toLowerCase().includes(typed.toLowerCase())} />
              </Form.Item>
            ))}
          </Form>
        )}
        {isRunning && <Progress percent={100} status="active" showInfo={false} aria-label={translate('Uploading')} />}
        {refusal && <Alert type="error" showIcon message={translate('Refused: nothing was imported')} description={refusal} />}
        {summary && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Space size="large">
              <Statistic title={translate('Imported')} value={summary.imported} />
              <Statistic title={translate('Skipped')} value={summary.skipped} />
              <Statistic title={translate('Refused')} value={summary.refused} />
            </Space>
            {summary.skippedLines.length > 0 && (
              <Table size="small" rowKey="line" pagination={{ pageSize: 5 }} dataSource={summary.skippedLines}
                columns={[
                  { title: translate('Line'), dataIndex: 'line' },
                  { title: translate('Date'), dataIndex: 'date', render: (value) => formatDate(value) },
                  { title: translate('Amount'), dataIndex: 'amount' },
                  { title: translate('Already imported'), dataIndex: 'description' },
                ]}
              />
            )}
          </Space>
        )}
      </Modal>
    </>
  );
};
