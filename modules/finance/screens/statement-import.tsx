import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Progress, Select, Space, Statistic, Table, Upload } from 'antd';
import { useState } from 'react';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { formatDate } from '../../../src/fields';
import { actionNamed, useRunAction } from '../../../src/screens/generic/actions';
import { translate } from '../../../src/i18n';

// "Import a bank statement": account, file (CSV or camt.053), and — when the bank's headers are not known —
// the columns, which the account then remembers. Shows the upload running and the summary it replies.

type Summary = { imported: number; skipped: number; refused: number; skippedLines: { line: number; date: string; amount: string; description: string }[] };
type Mapping = { date?: string; description?: string; amount?: string; debit?: string; credit?: string };
type ImportProps = { declaration: ResourceDeclaration; accounts: { value: number; label: string }[]; onImported: () => void };

export const StatementImport = ({ declaration, accounts, onImported }: ImportProps) => {
  const [isOpen, setOpen] = useState(false);
  const [accountId, setAccountId] = useState<number>();
  const [file, setFile] = useState<File>();
  const [needsColumns, setNeedsColumns] = useState(false);
  const [summary, setSummary] = useState<Summary>();
  const [refusal, setRefusal] = useState<string>();
  const [mapping] = Form.useForm<Mapping>();
  const { run, isRunning } = useRunAction(declaration, declaration.name);

  const send = async () => {
    if (!accountId || !file) return;
    const columns = needsColumns ? Object.fromEntries(Object.entries(mapping.getFieldsValue()).filter(([, value]) => value)) : undefined;
    const input = { account_id: accountId, mapping: columns ? JSON.stringify(columns) : undefined };
    setRefusal(undefined);
    setSummary(undefined);
    try {
      setSummary((await run(actionNamed(declaration, 'importStatement'), { input, files: [file], quiet: true })) as Summary);
      onImported();
    } catch (error) {
      const failure = error as { message?: string; errors?: Record<string, string> };
      if (failure.errors?.mapping) setNeedsColumns(true);
      setRefusal(failure.message ?? 'The file was refused');
    }
  };

  const close = () => {
    setOpen(false);
    setSummary(undefined);
    setRefusal(undefined);
    setFile(undefined);
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
            <Upload accept=".csv,.txt,.xml" maxCount={1} beforeUpload={(picked) => (setFile(picked), false)} onRemove={() => setFile(undefined)}>
              <Button icon={<UploadOutlined />}>{translate('Choose the file')}</Button>
            </Upload>
          </Form.Item>
        </Form>
        {needsColumns && (
          <Form form={mapping} layout="inline" aria-label={translate('Columns')}>
            <Alert type="info" showIcon style={{ marginBottom: 8, width: '100%' }} message={translate('Type the headers of your bank\'s columns: the account remembers them.')} />
            {(['date', 'description', 'amount', 'debit', 'credit'] as const).map((key) => (
              <Form.Item key={key} name={key} label={{ date: 'Date', description: translate('Description'), amount: 'Signed amount', debit: 'Dare', credit: 'Avere' }[key]}>
                <Input style={{ width: 140 }} />
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
