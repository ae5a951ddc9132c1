import { useList } from '@refinedev/core';
import { Card, Space, Table, Tag } from 'antd';
import { useEffect } from 'react';
import { useFindDeclaration } from '../../../src/registry-context';
import { actionNamed, ActionButton } from '../../../src/screens/generic/actions';
import { PermittedRecordActions } from '../../../src/screens/generic/record-actions';
import { translate } from '../../../src/i18n';
import type { RowOf } from '../../../resources/reply-types';
import { reconciliationRules } from '../reconciliation-rules.resource';

type Rule = RowOf<typeof reconciliationRules>;

// The rules the reconciliation learned from matches by hand (reconciliationRules): proposed ones to accept,
// accepted ones ranking suggestions; either deleted from here. Rules seen once are left out (not yet proposed).

const COLOURS: Record<string, string> = { Proposed: 'gold', Accepted: 'green' };

export const MatchingRulesCard = ({ version }: { version: number }) => {
  const declaration = useFindDeclaration()('reconciliationRules');
  const { result, query } = useList<Rule>({
    resource: reconciliationRules.name,
    filters: [{ field: 'status', operator: 'ne', value: 'Observed' }],
    sorters: [{ field: 'timesMatched', order: 'desc' }],
    pagination: { pageSize: 50 },
    meta: { scope: 'admin' },
  });
  // Read again after every match made on the screen (`version` counts them): it may have proposed a rule.
  const { refetch } = query;
  useEffect(() => {
    if (version > 0) void refetch();
  }, [version, refetch]);
  if (!declaration) return null;
  const accept = actionNamed(declaration, 'accept');
  return (
    <Card size="small" title={translate('Matching rules learned from your matches')}>
      <Table<Rule>
        size="small"
        rowKey="id"
        loading={query.isLoading}
        pagination={false}
        dataSource={result?.data ?? []}
        aria-label={translate('Matching rules')}
        locale={{ emptyText: translate('Match the same payee by hand twice and a rule is proposed here') }}
        columns={[
          { title: translate('Movement says'), dataIndex: 'pattern' },
          { title: translate('Money'), dataIndex: 'direction' },
          { title: translate('Pays'), dataIndex: 'targetLabel' },
          { title: translate('Matched by hand'), dataIndex: 'timesMatched', align: 'right' },
          { title: translate('State'), dataIndex: 'status', render: (value: string) => <Tag color={COLOURS[value]}>{value}</Tag> },
          {
            key: 'actions',
            title: '',
            render: (_, rule) => (
              <Space size="small">
                {rule.status === 'Proposed' && (
                  <ActionButton declaration={declaration} identifier="reconciliationRules" scope="admin" action={accept} id={rule.id} version={rule.version} size="small" type="primary" onDone={() => void query.refetch()} />
                )}
                <PermittedRecordActions declaration={declaration} identifier="reconciliationRules" scope="admin" record={rule} />
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
};
