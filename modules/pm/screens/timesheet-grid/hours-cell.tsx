import { Input, Tooltip } from 'antd';
import type { ClipboardEvent, KeyboardEvent } from 'react';

// One cell of the grid: typed hours, moved through with Tab, the arrows and Enter, a pasted row spread
// over the following days, the server's refusal (or its warning on a saved cell) shown on the cell itself.

export type HoursCellProps = {
  row: number;
  column: number;
  value: string;
  error?: string;
  /** Saved, but the server warned (a day above the contract's hours). */
  warning?: string;
  isReadOnly: boolean;
  isDirty: boolean;
  label: string;
  onChange: (text: string) => void;
  onPasteRow: (texts: string[]) => void;
};

const MOVES: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], Enter: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/** Focuses the cell at (row, column) of the same grid, if there is one. */
const focusCell = (from: HTMLElement, row: number, column: number) => {
  const grid = from.closest('[data-hours-grid]');
  const target = grid?.querySelector<HTMLInputElement>(`input[data-cell="${row}:${column}"]`);
  if (target) {
    target.focus();
    target.select();
  }
};

export const HoursCell = ({ row, column, value, error, warning, isReadOnly, isDirty, label, onChange, onPasteRow }: HoursCellProps) => {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = MOVES[event.key];
    if (!move) return;
    const input = event.currentTarget;
    // Left and right move between cells only from the text's edge, so a typed value can still be corrected.
    if (event.key === 'ArrowLeft' && input.selectionStart !== 0) return;
    if (event.key === 'ArrowRight' && input.selectionEnd !== input.value.length) return;
    event.preventDefault();
    focusCell(input, row + move[0], column + move[1]);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const texts = event.clipboardData.getData('text').trim().split(/\t|\s+/);
    if (texts.length < 2) return;
    event.preventDefault();
    onPasteRow(texts);
  };
  const input = (
    <Input
      size="small"
      aria-label={label}
      data-cell={`${row}:${column}`}
      value={value}
      readOnly={isReadOnly}
      status={error ? 'error' : warning ? 'warning' : undefined}
      variant={isReadOnly ? 'borderless' : 'outlined'}
      style={{ width: 44, textAlign: 'right', padding: '0 4px', fontWeight: isDirty ? 600 : undefined }}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
      onFocus={(event) => event.target.select()}
    />
  );
  const message = error ?? warning;
  return message ? <Tooltip title={message}>{input}</Tooltip> : input;
};
