import { DndContext, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { Badge, Card, Empty, Select, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { translate } from '../../../../src/i18n';
import type { BoardTask } from './planning-board';

// One sprint's tasks in a column per status (to do, in progress, in review, done); a card dragged to another
// column (or moved with its "Status" select, the keyboard's way) changes the task's status. The board only
// reports the move: the screen saves it.

const columnKey = (status: string) => `status-${status}`;

/** The move a drop makes: the task and the status of the column it lands in; none outside or where it was. */
export const statusOfDrop = (event: Pick<DragEndEvent, 'active' | 'over'>, tasks: readonly BoardTask[], statuses: readonly string[]) => {
  const status = statuses.find((candidate) => columnKey(candidate) === event.over?.id);
  const taskId = Number(String(event.active.id).replace('status-task-', ''));
  const task = tasks.find((candidate) => candidate.id === taskId);
  if (!status || !task || task.status === status) return undefined;
  return { taskId, status };
};

const StatusCard = ({ task, statuses, onMove }: { task: BoardTask; statuses: readonly string[]; onMove: (taskId: number, status: string) => void }) => {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: `status-task-${task.id}` });
  const style = { transform: transform ? `translate(${transform.x}px, ${transform.y}px)` : undefined, opacity: isDragging ? 0.6 : 1, cursor: 'grab' };
  return (
    <div ref={setNodeRef} style={style} {...listeners} {...attributes} aria-label={translate('Task {{title}}', { title: task.title })} data-testid={`status-task-${task.id}`}>
      <Card size="small" style={{ marginBottom: 8 }}>
        <Space direction="vertical" size={4} style={{ width: '100%' }}>
          <Typography.Text strong>{task.title}</Typography.Text>
          <Space size={4} wrap>
            {task.number && <Typography.Text type="secondary">{task.number}</Typography.Text>}
            {task.priority && <Tag>{translate(task.priority)}</Tag>}
          </Space>
          <div onPointerDown={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
            <Select
              size="small"
              aria-label={translate('Status of {{title}}', { title: task.title })}
              style={{ width: '100%' }}
              value={task.status}
              options={statuses.map((status) => ({ value: status, label: translate(status) }))}
              onChange={(status: string) => onMove(task.id, status)}
            />
          </div>
        </Space>
      </Card>
    </div>
  );
};

const Column = ({ status, count, children }: { status: string; count: number; children: ReactNode }) => {
  const { setNodeRef, isOver } = useDroppable({ id: columnKey(status) });
  return (
    <section ref={setNodeRef} aria-label={translate(status)} data-drop-over={isOver} style={{ minWidth: 220, flex: '1 0 220px' }}>
      <Card
        size="small"
        title={
          <Space>
            {translate(status)}
            <Badge count={count} showZero color="#8c8c8c" />
          </Space>
        }
        style={{ background: isOver ? '#e6f4ff' : undefined, minHeight: 240 }}
      >
        {count === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={translate('Drop tasks here')} /> : children}
      </Card>
    </section>
  );
};

export const StatusBoard = ({ tasks, statuses, onMove }: { tasks: readonly BoardTask[]; statuses: readonly string[]; onMove: (taskId: number, status: string) => void }) => {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor));
  const onDragEnd = (event: DragEndEvent) => {
    const move = statusOfDrop(event, tasks, statuses);
    if (move) onMove(move.taskId, move.status);
  };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <div style={{ display: 'flex', gap: 16, overflowX: 'auto', alignItems: 'flex-start' }}>
        {statuses.map((status) => {
          const column = tasks.filter((task) => task.status === status);
          return (
            <Column key={status} status={status} count={column.length}>
              {column.map((task) => (
                <StatusCard key={task.id} task={task} statuses={statuses} onMove={onMove} />
              ))}
            </Column>
          );
        })}
      </div>
    </DndContext>
  );
};
