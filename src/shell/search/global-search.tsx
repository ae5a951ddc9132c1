import { FileOutlined, SearchOutlined, UserOutlined } from '@ant-design/icons';
import { AutoComplete, Input, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { searchHitRoute, type SearchHit } from '../../../resources/paths';
import { searchByNumber } from '../api/shell-api';
import { useRoles } from '../identity';
import { normaliseSearchTerm } from './search-term';
import { translate } from '../../i18n';

const DEBOUNCE_MS = 250;
/**
 * The best few matches (the server ranks exact, then prefix, then contains): the list then never scrolls.
 * A scrolling suggestion list is a region no key reaches (the focus stays in the box), and a number search
 * is narrowed by typing more of the number.
 */
export const MAX_SUGGESTIONS = 8;
/** Room for MAX_SUGGESTIONS two-line suggestions (about 54 px each), so antd adds no scroll bar. */
const LIST_HEIGHT = MAX_SUGGESTIONS * 60;

const keyOf = (result: SearchHit) => `${result.type}:${result.id}`;

const SuggestionLabel = ({ result }: { result: SearchHit }) => (
  <Space align="start">
    {result.type === 'EMPLOYEE' ? <UserOutlined aria-label="employee" /> : <FileOutlined aria-label="record" />}
    <div>
      <Typography.Text strong>{result.number}</Typography.Text>
      <div>
        <Typography.Text type="secondary">{result.description}</Typography.Text>
      </div>
    </div>
  </Space>
);

/** SPEC §2 Global search: find a record by its number and open it. */
export const GlobalSearch = ({ width = 260 }: { width?: number | string }) => {
  const navigate = useNavigate();
  const roles = useRoles();
  const [text, setText] = useState('');
  const [results, setResults] = useState<SearchHit[]>([]);
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; request?: AbortController }>({});

  const cancelPending = () => {
    clearTimeout(pending.current.timer);
    pending.current.request?.abort();
  };
  useEffect(() => cancelPending, []);

  const onSearch = (typed: string) => {
    setText(typed);
    cancelPending();
    const term = normaliseSearchTerm(typed);
    if (!term) {
      setResults([]);
      return;
    }
    pending.current.timer = setTimeout(() => {
      const request = new AbortController();
      pending.current.request = request;
      searchByNumber(term, request.signal)
        .then((found) => {
          if (!request.signal.aborted) setResults(found);
        })
        // Search failure handling is not specified: the client has logged it; keep the last suggestions.
        .catch(() => undefined);
    }, DEBOUNCE_MS);
  };

  // AutoComplete fires onSelect only for a listed option, so a pick always matches a suggestion.
  const onSelect = (key: string) => {
    const picked = results.find((result) => keyOf(result) === key);
    if (!picked) return;
    cancelPending();
    setText('');
    setResults([]);
    navigate(searchHitRoute(picked, roles));
  };

  return (
    <AutoComplete
      value={text}
      options={results.slice(0, MAX_SUGGESTIONS).map((result) => ({ value: keyOf(result), label: <SuggestionLabel result={result} /> }))}
      onSearch={onSearch}
      onSelect={onSelect}
      popupMatchSelectWidth={320}
      // The first suggestion is the active one (Enter opens it). Without it antd points the box's
      // aria-activedescendant at a non-existent option "…_list_-1" (axe: critical).
      defaultActiveFirstOption
      // Real options (role="option"): antd's virtual list renders its rows without a role, but with aria-selected.
      virtual={false}
      listHeight={LIST_HEIGHT}
      style={{ width }}
    >
      <Input placeholder={translate('Search For Number...')} prefix={<SearchOutlined />} aria-label={translate('Global search')} allowClear />
    </AutoComplete>
  );
};
