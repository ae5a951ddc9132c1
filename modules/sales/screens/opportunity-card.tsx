import { useDraggable } from '@dnd-kit/core';
import { HolderOutlined } from '@ant-design/icons';
import { Card, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../src/fields';
import { formatMoney, translate } from '../../../src/i18n';
import type { RowOf } from '../../../resources/reply-types';
import type { opportunities } from '../opportunities.resource';

/** An opportunity as its list answers it. */
export type Opportunity = RowOf<typeof opportunities>;


/**
 * One opportunity on the board, dragged by its body to another stage's column. The keyboard's handle (dnd-kit's
 * button: Space lifts, arrows move, Space drops) sits beside the title's link rather than around it, so no control
 * holds another (axe's nested-interactive).
 */
export const OpportunityCard = ({ opportunity, showPath }: { opportunity: Opportunity; showPath: string }) => {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: String(opportunity.id), data: { stage: opportunity.stage } });
  const style = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    opacity: isDragging ? 0.6 : 1,
    cursor: 'grab',
    marginBottom: 8,
  };
  return (
    <div ref={setNodeRef} style={style} {...listeners} data-testid={`opportunity-${opportunity.id}`}>
      <Card size="small">
        <Space size={4} align="start">
          <span {...attributes} aria-label={translate('Move {{title}}', { title: String(opportunity.title) })}>
            <HolderOutlined />
          </span>
          <Link to={showPath.replace(':id', String(opportunity.id))} onPointerDown={(event) => event.stopPropagation()}>
            <Typography.Text strong>{String(opportunity.title)}</Typography.Text>
          </Link>
        </Space>
        <div>
          {formatMoney(Number(opportunity.expectedAmount ?? 0), { wholeEuros: true })} · {String(opportunity.probability ?? 0)}%
        </div>
        {opportunity.expectedCloseDate && <Typography.Text type="secondary">{translate('Closes {{date}}', { date: formatDate(opportunity.expectedCloseDate) })}</Typography.Text>}
      </Card>
    </div>
  );
};
