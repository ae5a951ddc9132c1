import { useSelect } from '@refinedev/antd';
import { Card, Col, Row, Select, Space, Table, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useFindDeclaration } from '../../../src/registry-context';
import { formatDate } from '../../../src/fields';
import type { ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { screenTitle } from '../../../src/screens/generic/screen-props';
import { useActionReply } from '../../../src/screens/generic/actions';
import { formatEuro } from './finance-calls';
import { IncompleteFilesCard } from './incomplete-files-card';
import { MatchPanel, REASONS, type Movement } from './match-panel';
import { MatchingRulesCard } from './matching-rules-card';
import { StatementImport } from './statement-import';
import { translate } from '../../../src/i18n';
import { PageHeading } from '../../../src/screens/generic/page-heading';
import { cashFlowEntries } from '../cash-flow-entries.resource';

/** The best suggestion of one open movement (GET /bestMatches). */

// /admin/reconciliation: money in and money out still to reconcile on the left, what the chosen movement
// probably pays on the right; a statement import on top. Every write is a declared action of cashFlowEntries.

export const ReconciliationScreen = ({ declaration, route }: ResourceScreenProps) => {
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [accountId, setAccountId] = useState<number>();
  const [chosen, setChosen] = useState<Movement>();
  const [matchesMade, setMatchesMade] = useState(0);
  const accountsDeclaration = useFindDeclaration()('accounts');
  const { selectProps } = useSelect({ resource: 'accounts', optionLabel: 'name' as never, optionValue: 'id' as never, pagination: { pageSize: 100, mode: 'server' } });
  const accounts = (selectProps.options ?? []).map((option) => ({ value: Number(option.value), label: String(option.label) }));
  const listed = useActionReply(cashFlowEntries, direction === 'in' ? 'listIn' : 'listOut', { input: accountId ? { accountId } : undefined });
  const movements = Array.isArray(listed.data) ? listed.data : [];
  // Each open movement's best suggestion, ranked for all of them in one call.
  const best = useActionReply(cashFlowEntries, 'bestMatches', { input: { direction, ...(accountId ? { accountId } : {}) } });
  const bestByMovement = new Map((Array.isArray(best.data) ? best.data : []).map((match) => [match.movementId, match]));

  const refresh = () => {
    setChosen(undefined);
    setMatchesMade((count) => count + 1);
    void listed.refetch();
    void best.refetch();
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <PageHeading>{screenTitle({ declaration, route })}</PageHeading>
        <Space wrap>
          <Select allowClear placeholder={translate('All accounts')} aria-label={translate('Filter by account')} style={{ width: 240, maxWidth: '100%' }} options={accounts} value={accountId} onChange={setAccountId} />
          {accountsDeclaration && <StatementImport declaration={declaration} accounts={accounts} onImported={refresh} />}
        </Space>
      </Space>
      <Row gutter={16}>
        {/* minWidth 0: a wide table scrolls inside its half instead of widening the page past the screen. */}
        <Col xs={24} lg={12} style={{ minWidth: 0 }}>
          <Card size="small">
            <Tabs
              activeKey={direction}
              onChange={(key) => (setDirection(key as 'in' | 'out'), setChosen(undefined))}
              items={[
                { key: 'in', label: translate('Money in') },
                { key: 'out', label: translate('Money out') },
              ]}
            />
            <Table<Movement>
              size="small"
              rowKey="id"
              loading={listed.isLoading}
              dataSource={movements}
              pagination={{ pageSize: 15 }}
              locale={{ emptyText: translate('Nothing left to reconcile') }}
              rowSelection={{
                type: 'radio',
                selectedRowKeys: chosen ? [chosen.id] : [],
                onChange: (_, rows) => setChosen(rows[0]),
                // Each radio named by its movement, so a screen reader says which one it chooses.
                getCheckboxProps: (row) => ({ disabled: false, 'aria-label': translate('Choose {{record}}', { record: `${formatDate(row.date)} ${row.description ?? ''}`.trim() }) }),
              }}
              onRow={(row) => ({ onClick: () => setChosen(row) })}
              columns={[
                { title: translate('Date'), dataIndex: 'date', render: (value) => formatDate(value) },
                // In full: the bank's text tells movements apart ("BONIFICO …" alone does not).
                {
                  title: translate('Description'),
                  dataIndex: 'description',
                  render: (value: string) => <Typography.Text style={{ whiteSpace: 'normal', wordBreak: 'break-word' }}>{value}</Typography.Text>,
                },
                { title: translate('Amount'), dataIndex: 'amount', align: 'right', render: formatEuro },
                {
                  title: translate('Open'),
                  dataIndex: 'openAmount',
                  align: 'right',
                  render: (value, row) => (value < row.amount ? <Tag color="gold">{formatEuro(value)}</Tag> : formatEuro(value)),
                },
                {
                  title: translate('Best match'),
                  key: 'bestMatch',
                  render: (_, row) => {
                    const match = bestByMovement.get(row.id);
                    // Green when the amounts agree: accepting it pays the invoice in full.
                    return (
                      match && (
                        <Tooltip title={match.reasons.map((reason) => translate(REASONS[reason] ?? reason)).join(', ')}>
                          <Tag color={match.reasons.includes('amount') ? 'green' : undefined}>{match.number}</Tag>
                        </Tooltip>
                      )
                    );
                  },
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12} style={{ minWidth: 0 }}>
          <MatchPanel declaration={declaration} movement={chosen} onMatched={refresh} />
        </Col>
      </Row>
      <IncompleteFilesCard declaration={declaration} version={matchesMade} />
      <MatchingRulesCard version={matchesMade} />
    </Space>
  );
};
