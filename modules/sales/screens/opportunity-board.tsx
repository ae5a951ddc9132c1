import { DndContext, PointerSensor, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { useList } from '@refinedev/core';
import { Card, Col, Input, Modal, Row, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { weightedForecastOf } from '../domain/forecast';
import { CLOSING_STAGES, STAGES, opportunities } from '../opportunities.resource';
import { useRunAction } from '../../../src/screens/generic/actions';
import type { ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { OpportunityCard, type Opportunity } from './opportunity-card';
import { formatMoney, translate } from '../../../src/i18n';
import { PageHeading } from '../../../src/screens/generic/page-heading';
import { screenPathOf } from '../../../resources/paths';

const SHOW_PATH = screenPathOf(opportunities, 'show');

const StageColumn = ({ stage, rows }: { stage: string; rows: Opportunity[] }) => {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const total = rows.reduce((sum, row) => sum + Number(row.expectedAmount ?? 0), 0);
  return (
    <Card
      ref={setNodeRef}
      size="small"
      title={`${translate(stage)} (${rows.length})`}
      extra={<Typography.Text type="secondary">{formatMoney(total)}</Typography.Text>}
      style={{ minHeight: 300, background: isOver ? '#e6f4ff' : undefined }}
      data-testid={`stage-${stage}`}
      data-drop-over={isOver}
    >
      {rows.map((row) => (
        <OpportunityCard key={String(row.id)} opportunity={row} showPath={SHOW_PATH} />
      ))}
    </Card>
  );
};

type PendingMove = { id: string; stage: string; version?: number };

/**
 * The pipeline (/admin/sales/opportunities): a column per stage; dropping a card on another column runs
 * the changeStage action (Won and Lost ask why first). Below, the weighted forecast by month of closing.
 */
export const OpportunityBoard = ({ declaration, identifier }: ResourceScreenProps) => {
  const { result } = useList<Opportunity>({ resource: identifier, pagination: { mode: 'off' }, meta: { scope: 'admin' } });
  const { run } = useRunAction(declaration, identifier);
  const action = declaration.actions?.find((candidate) => candidate.name === 'changeStage');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const [pending, setPending] = useState<PendingMove>();
  const [reason, setReason] = useState('');
  const rows = result?.data ?? [];

  const changeStage = (move: PendingMove, why?: string) =>
    action ? run(action, { id: move.id, version: move.version, input: { stage: move.stage, ...(why ? { reason: why } : {}) } }).catch(() => undefined) : undefined;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || over.id === active.data.current?.stage) return;
    const version = rows.find((row) => String(row.id) === String(active.id))?.version;
    const move = { id: String(active.id), stage: String(over.id), version };
    if (CLOSING_STAGES.includes(move.stage)) {
      setReason('');
      setPending(move);
    } else void changeStage(move);
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <PageHeading>{translate('Opportunities')}</PageHeading>
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <Row gutter={8} wrap={false} style={{ overflowX: 'auto' }} tabIndex={0} aria-label={translate('Stages')}>
          {STAGES.map((stage) => (
            <Col key={stage} flex="1 0 220px">
              <StageColumn stage={stage} rows={rows.filter((row) => row.stage === stage)} />
            </Col>
          ))}
        </Row>
      </DndContext>
      <Card size="small" title={translate('Weighted forecast by month of closing')}>
        <Table
          size="small"
          rowKey="month"
          pagination={false}
          aria-label={translate('Weighted forecast')}
          dataSource={weightedForecastOf(rows)}
          columns={[
            { key: 'month', title: translate('Month'), dataIndex: 'month' },
            { key: 'count', title: translate('Opportunities'), dataIndex: 'count', align: 'right' },
            { key: 'expected', title: translate('Expected'), align: 'right', render: (_, row) => formatMoney(row.expected) },
            { key: 'weighted', title: translate('Weighted'), align: 'right', render: (_, row) => formatMoney(row.weighted) },
          ]}
        />
      </Card>
      <Modal
        open={pending !== undefined}
        title={pending ? translate('Why is it {{stage}}?', { stage: translate(pending.stage) }) : undefined}
        okText={pending ? translate(pending.stage) : undefined}
        okButtonProps={{ disabled: reason.trim() === '' }}
        onCancel={() => setPending(undefined)}
        onOk={async () => {
          if (pending) await changeStage(pending, reason.trim());
          setPending(undefined);
        }}
      >
        <Input.TextArea aria-label={translate('Reason')} value={reason} onChange={(event) => setReason(event.target.value)} rows={3} />
      </Modal>
    </Space>
  );
};
