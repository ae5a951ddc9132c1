import { useInvalidate } from '@refinedev/core';
import { UndoOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Popconfirm, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useFindDeclaration } from '../../../src/registry-context';
import { formatDate } from '../../../src/fields';
import { ShowScreen } from '../../../src/screens/generic';
import { actionNamed, useRunAction, useActionReply } from '../../../src/screens/generic/actions';
import type { ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { DocumentPayments } from './document-payments';
import { formatEuro } from './finance-calls';
import type { Movement } from './match-panel';
import type { ResourceDeclaration } from '../../../resources/declaration';
import { translate } from '../../../src/i18n';
import { cashFlowEntries } from '../cash-flow-entries.resource';

// /admin/taxes/:id: the generic record (its F24 as an attachment, "Mark paid"), the movements that paid it (each
// match with its undo), the by-hand payment with its undo, and a match to an open movement of money out (the
// reconciliation's own match by hand). Both undos send the tax's version: the server refuses a stale one.

const MatchToMovement = ({ movements: declaration, taxId, onMatched }: { movements: ResourceDeclaration; taxId: number; onMatched: () => void }) => {
  const read = useActionReply(cashFlowEntries, 'listOut');
  const open = Array.isArray(read.data) ? read.data : [];
  const { run, isRunning } = useRunAction(declaration, declaration.name);
  const [chosen, setChosen] = useState<number>();
  const [isPartial, setPartial] = useState(false);
  const movement = open.find((candidate) => candidate.id === chosen);
  const match = async () => {
    if (!movement) return;
    await run(actionNamed(declaration, 'reconcileOutManually'), { id: movement.id, version: movement.version, input: { parent_table: 'taxes', parent: taxId, isPartial } });
    setChosen(undefined);
    onMatched();
    await read.refetch();
  };
  return (
    <Card size="small" title={translate('Match to a bank movement')}>
      <Space wrap>
        <Select
          showSearch
          allowClear
          style={{ width: 520, maxWidth: '100%' }}
          placeholder={translate('Search by description, amount or date')}
          aria-label={translate('Bank movement')}
          loading={read.isLoading}
          value={chosen}
          onChange={setChosen}
          optionFilterProp="label"
          options={open.map((candidate) => ({
            value: candidate.id,
            label: `${formatDate(candidate.date)} · ${formatEuro(candidate.openAmount)} · ${candidate.description}`,
          }))}
        />
        <Checkbox checked={isPartial} onChange={(event) => setPartial(event.target.checked)}>
          {translate('Partial')}
        </Checkbox>
        <Button type="primary" disabled={!movement} loading={isRunning} onClick={() => void match().catch(() => undefined)}>
          {translate('Match')}
        </Button>
      </Space>
      {open.length === 0 && !read.isLoading && <Typography.Paragraph type="secondary">{translate('Nothing left to reconcile')}</Typography.Paragraph>}
    </Card>
  );
};

/** The payment marked by hand (markPaid), with its undo while it stands. */
const MarkedPaid = ({ day, onUndo, isRunning }: { day: string; onUndo: () => Promise<unknown>; isRunning: boolean }) => (
  <Card size="small" title={translate('Marked paid by hand on {{date}}', { date: formatDate(day) })}>
    <Popconfirm title={translate('Undo the payment marked by hand? The tax is unpaid again unless bank movements pay it.')} onConfirm={() => onUndo().catch(() => undefined)}>
      <Button icon={<UndoOutlined />} loading={isRunning}>
        {translate('Undo the payment')}
      </Button>
    </Popconfirm>
  </Card>
);

export const TaxPage = (props: ResourceScreenProps) => {
  const movements = useFindDeclaration()('cashFlowEntries');
  const { run, isRunning } = useRunAction(props.declaration, props.identifier);
  const [matchesMade, setMatchesMade] = useState(0);
  const invalidate = useInvalidate();
  // A match changes the tax's paid state: its page reads it again.
  const matched = () => {
    setMatchesMade((count) => count + 1);
    void invalidate({ resource: props.identifier, invalidates: ['resourceAll'] });
  };
  return (
    <ShowScreen
      {...props}
      sections={(tax, id) => (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {typeof tax.markedPaidOn === 'string' && (
            <MarkedPaid day={tax.markedPaidOn} isRunning={isRunning} onUndo={() => run(actionNamed(props.declaration, 'undoMarkPaid'), { id, version: tax.version as number })} />
          )}
          <DocumentPayments
            key={matchesMade}
            field="taxId"
            documentId={id}
            onUndo={(matchId) => run(actionNamed(props.declaration, 'undoMatch'), { id, version: tax.version as number, input: { match_id: matchId } })}
          />
          {movements && !tax.isPaid && <MatchToMovement movements={movements} taxId={Number(id)} onMatched={matched} />}
        </Space>
      )}
    />
  );
};
