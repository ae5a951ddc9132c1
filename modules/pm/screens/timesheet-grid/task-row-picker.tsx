import { Select } from 'antd';
import type { MonthGrid } from '../../domain/month-grid';
import { translate } from '../../../../src/i18n';
import type { GridRow } from './grid-model';

// Under a work order's row of the month grid: choose one of its tasks to book on, which adds a row for the
// task (saved as entries of the work order with the task). The employee's own and starred tasks come first.

export type TaskRowPickerProps = {
  row: GridRow;
  tasks: MonthGrid['bookableTasks'];
  /** Task ids that already have a row under this work order. */
  shown: ReadonlySet<number>;
  onPick: (workOrderId: number, taskId: number) => void;
};

export const TaskRowPicker = ({ row, tasks, shown, onPick }: TaskRowPickerProps) => {
  const choices = tasks.filter((task) => task.workOrderId === row.workOrderId && !shown.has(task.id));
  if (choices.length === 0) return null;
  const option = (task: MonthGrid['bookableTasks'][number]) => ({
    value: task.id,
    label: `${task.number} ${task.title}${task.isFavourite ? ' ★' : ''}`,
  });
  const first = choices.filter((task) => task.isMine || task.isFavourite);
  const others = choices.filter((task) => !task.isMine && !task.isFavourite);
  const options = [
    ...(first.length > 0 ? [{ label: translate('My and favourite tasks'), options: first.map(option) }] : []),
    ...(others.length > 0 ? [{ label: translate('Other tasks of the work order'), options: others.map(option) }] : []),
  ];
  return (
    <Select<number>
      size="small"
      showSearch
      optionFilterProp="label"
      aria-label={translate('Add a task row to {{workOrder}}', { workOrder: row.label })}
      placeholder={translate('+ Task')}
      value={null}
      style={{ width: 190, marginTop: 2 }}
      popupMatchSelectWidth={false}
      options={options}
      onChange={(taskId) => onPick(row.workOrderId, taskId)}
    />
  );
};
