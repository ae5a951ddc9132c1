import { DndContext, PointerSensor, KeyboardSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { Badge, Card, Empty, Select, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { RowOf } from '../../../../resources/reply-types';
import type { tasks } from '../../tasks.resource';
import { translate } from '../../../../src/i18n';

// Backlog and sprints side by side; a task card is dragged from one lane to another (or moved with its
// "Move to" select, the keyboard's way). The board only reports the move: the screen runs the action.

type TaskRow = RowOf<typeof tasks>;
/** A task as the boards show it: some fields of its row. */
export type BoardTask = Pick<TaskRow, 'id' | 'title' | 'status'> & Partial<Pick<TaskRow, 'number' | 'priority'>>;
export type BoardLane = { sprintId: number | null; title: string; subtitle?: string; extra?: ReactNode; tasks: BoardTask[] };

const laneKey = (sprintId: number | null) => `lane-${sprintId ?? 'backlog'}`;

/** The move a drop makes: the task and the lane it lands in; none when dropped outside or where it was. */
export const moveOfDrop = (event: Pick<DragEndEvent, 'active' | 'over'>, lanes: readonly BoardLane[]) => {
  const lane = lanes.find((candidate) => laneKey(candidate.sprintId) === event.over?.id);
  const taskId = Number(String(event.active.id).replace('task-', ''));
  const from = lanes.find((candidate) => candidate.tasks.some((task) => task.id === taskId));
  if (!lane || !from || from === lane) return undefined;
  return { taskId, sprintId: lane.sprintId };
};

const STATUS_COLORS: Record<string, string> = { 'To Do': 'default', 'In Progress': 'blue', 'In Review': 'gold', Done: 'green' };

const TaskCard = ({ task, lanes, onMove }: { task: BoardTask; lanes: readonly BoardLane[]; onMove: (taskId: number, sprintId: number | null) => void }) => {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: `task-${task.id}` });
  const style = { transform: transform ? `translate(${transform.x}px, ${transform.y}px)` : undefined, opacity: isDragging ? 0.6 : 1, cursor: 'grab' };
  return (
    <div ref={setNodeRef} style={style} {...listeners} {...attributes} aria-label={translate('Task {{title}}', { title: task.title })} data-testid={`task-${task.id}`}>
      <Card size="small" style={{ marginBottom: 8 }}>
        <Space direction="vertical" size={4} style={{ width: '100%' }}>
          <Typography.Text strong>{task.title}</Typography.Text>
          <Space size={4} wrap>
            {task.number && <Typography.Text type="secondary">{task.number}</Typography.Text>}
            {task.status && <Tag color={STATUS_COLORS[task.status] ?? 'default'}>{translate(task.status)}</Tag>}
            {task.priority && <Tag>{translate(task.priority)}</Tag>}
          </Space>
          {/* Pointer events on the select must not start a drag. */}
          <div onPointerDown={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
            <Select
              size="small"
              aria-label={translate('Move {{title}} to', { title: task.title })}
              placeholder={translate('Move to…')}
              style={{ width: '100%' }}
              value={null}
              options={lanes.map((lane) => ({ value: lane.sprintId ?? 0, label: lane.title }))}
              onChange={(value: number) => onMove(task.id, value === 0 ? null : value)}
            />
          </div>
        </Space>
      </Card>
    </div>
  );
};

const Lane = ({ lane, children }: { lane: BoardLane; children: ReactNode }) => {
  const { setNodeRef, isOver } = useDroppable({ id: laneKey(lane.sprintId) });
  return (
    <section ref={setNodeRef} aria-label={lane.title} data-drop-over={isOver} style={{ minWidth: 260, flex: '0 0 280px' }}>
      <Card
        size="small"
        title={
          <Space>
            {lane.title}
            <Badge count={lane.tasks.length} showZero color="#8c8c8c" />
          </Space>
        }
        extra={lane.extra}
        style={{ background: isOver ? '#e6f4ff' : undefined, minHeight: 320 }}
      >
        {lane.subtitle && <Typography.Paragraph type="secondary">{lane.subtitle}</Typography.Paragraph>}
        {lane.tasks.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={translate('Drop tasks here')} /> : children}
      </Card>
    </section>
  );
};

export const PlanningBoard = ({ lanes, onMove }: { lanes: readonly BoardLane[]; onMove: (taskId: number, sprintId: number | null) => void }) => {
  // A small distance before a drag starts, so a click on a card's controls stays a click.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor));
  const onDragEnd = (event: DragEndEvent) => {
    const move = moveOfDrop(event, lanes);
    if (move) onMove(move.taskId, move.sprintId);
  };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <div style={{ display: 'flex', gap: 16, overflowX: 'auto', alignItems: 'flex-start' }}>
        {lanes.map((lane) => (
          <Lane key={laneKey(lane.sprintId)} lane={lane}>
            {lane.tasks.map((task) => (
              <TaskCard key={task.id} task={task} lanes={lanes.filter((other) => other !== lane)} onMove={onMove} />
            ))}
          </Lane>
        ))}
      </div>
    </DndContext>
  );
};
