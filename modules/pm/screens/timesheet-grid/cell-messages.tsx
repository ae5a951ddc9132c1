import { Alert } from 'antd';
import type { GridRow } from './grid-model';

// The server's messages on cells, listed under the grid with their work order and day: refusals (not saved)
// or warnings (saved, but worth a look).

export type CellMessagesProps = {
  kind: 'error' | 'warning';
  messages: Readonly<Record<string, string>>;
  rows: readonly GridRow[];
};

const TITLES = { error: 'Not saved', warning: "Saved, above the contract's daily hours" } as const;

export const CellMessages = ({ kind, messages, rows }: CellMessagesProps) => {
  const list = Object.entries(messages);
  if (list.length === 0) return null;
  return (
    <Alert
      type={kind}
      showIcon
      message={TITLES[kind]}
      description={
        <ul style={{ margin: 0 }} {...{ [kind === 'error' ? 'data-cell-errors' : 'data-cell-warnings']: true }}>
          {list.map(([cellKey, text]) => {
            const row = rows.find((candidate) => cellKey.startsWith(`${candidate.key}|`));
            return <li key={cellKey}>{`${row?.label ?? ''} ${cellKey.slice(cellKey.indexOf('|') + 1)}: ${text}`}</li>;
          })}
        </ul>
      }
    />
  );
};
