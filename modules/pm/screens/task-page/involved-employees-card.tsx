import type { BaseKey } from '@refinedev/core';
import { useEffect } from 'react';
import { Card, List, Space, Tag, Typography } from 'antd';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import { useActionReply } from '../../../../src/screens/generic/actions';
import { translate } from '../../../../src/i18n';
import { tasks } from '../../tasks.resource';

// The server names each involvement in English (task-reads.ts); the catalogue has the three words.

/** `/task/involved-employees/{id}`: the owner, the assignee and whoever commented. */
export const InvolvedEmployeesCard = ({ declaration, taskId, refreshKey }: { declaration: ResourceDeclaration; taskId: BaseKey; refreshKey: number }) => {
  const { data, isLoading, refetch } = useActionReply(tasks, 'involvedEmployees', { input: { taskId } });
  // A new commenter is involved from their first comment.
  useEffect(() => {
    if (refreshKey > 0) void refetch();
  }, [refreshKey, refetch]);
  return (
    <Card size="small" title={translate('Involved employees')}>
      <List
        size="small"
        loading={isLoading}
        dataSource={data ?? []}
        locale={{ emptyText: translate('Nobody yet') }}
        renderItem={(person) => (
          <List.Item>
            <Space wrap>
              <Typography.Text>{person.fullName}</Typography.Text>
              {person.involvement.map((what) => (
                <Tag key={what}>{translate(what)}</Tag>
              ))}
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
};
