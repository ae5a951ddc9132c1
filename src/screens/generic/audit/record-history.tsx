import type { BaseKey } from '@refinedev/core';
import { Card, Table } from 'antd';
import { useEffect, useState } from 'react';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import { auditTrail } from '../../../../modules/shell/audit-trail.resource';
import { useRouteAccess } from '../../../access/use-route-access';
import { translate } from '../../../i18n';
import { useSignedInUser } from '../../../providers/signed-in-user';
import { fetchAuditTrail, type AuditRow } from './audit-api';
import { actionText, whenText } from './audit-text';
import { ChangeList } from './change-list';

// A record's history on its page: the audit trail narrowed to the record, newest first. Shown to those who may
// open the audit screen (ADMIN); the server answers nobody else.

const PAGE_SIZE = 10;
const AUDIT_ROUTE = auditTrail.routes[0].path;

const useCanReadAudit = () => {
  const access = useRouteAccess();
  const { roles } = useSignedInUser();
  return access?.canOpenRoute(roles, AUDIT_ROUTE) ?? false;
};

const HistoryTable = ({ declaration, recordId }: { declaration: ResourceDeclaration; recordId: BaseKey }) => {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ rows: AuditRow[]; total: number }>();
  useEffect(() => {
    let isCurrent = true;
    const start = (page - 1) * PAGE_SIZE;
    fetchAuditTrail({ resource: declaration.name, recordId: Number(recordId) }, start, start + PAGE_SIZE).then(
      (loaded) => isCurrent && setData(loaded),
      () => isCurrent && setData({ rows: [], total: 0 }),
    );
    return () => {
      isCurrent = false;
    };
  }, [declaration.name, recordId, page]);
  return (
    <Table<AuditRow>
      size="small"
      rowKey="id"
      loading={!data}
      dataSource={data?.rows}
      pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total, onChange: setPage, hideOnSinglePage: true }}
      columns={[
        { title: translate('When'), key: 'at', render: (_, row) => whenText(row), width: 170 },
        { title: translate('Who'), dataIndex: 'name', width: 140 },
        { title: translate('What'), key: 'action', render: (_, row) => actionText(row), width: 160 },
        {
          title: translate('Changes'),
          key: 'changes',
          render: (_, row) => <ChangeList row={row} declaration={declaration} />,
        },
      ]}
    />
  );
};

export const RecordHistory = ({ declaration, recordId }: { declaration: ResourceDeclaration; recordId: BaseKey }) =>
  useCanReadAudit() ? (
    <Card size="small" title={translate('History')} aria-label={translate('History')}>
      <HistoryTable declaration={declaration} recordId={recordId} />
    </Card>
  ) : null;
