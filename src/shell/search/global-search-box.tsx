import { FileOutlined, SearchOutlined, UserOutlined } from '@ant-design/icons';
import { AutoComplete, Input, Space, Typography, type InputRef } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { searchHitRoute, type SearchHit } from '../../../resources/paths';
import { resources } from '../../../resources.config';
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
    {result.type === 'EMPLOYEE' ? <UserOutlined aria-label={translate('employee')} /> : <FileOutlined aria-label={translate('record')} />}
    <div>
      <Typography.Text strong>{result.number}</Typography.Text>
      <div>
        <Typography.Text type="secondary">{result.description}</Typography.Text>
      </div>
    </div>
  </Space>
);

export type GlobalSearchBoxProps = {
  width?: number | string;
  /** What was typed into the stand-in box before this one loaded (global-search.tsx): searched at once. */
  initialText?: string;
  /** Takes the focus on mounting (the stand-in had it), with the caret after the text. */
  isFocused?: boolean;
};

/** SPEC §2 Global search: find a record by its number and open it. */
export const GlobalSearchBox = ({ width = 260, initialText = '', isFocused = false }: GlobalSearchBoxProps) => {
  const navigate = useNavigate();
  const roles = useRoles();
  const [text, setText] = useState(initialText);
  const input = useRef<InputRef>(null);
  const [results, setResults] = useState<SearchHit[]>([]);
  // The term the shown results answer: "Nothing found" only once the search for what is typed came back empty.
  const [answered, setAnswered] = useState<string>();
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; request?: AbortController }>({});

  const cancelPending = () => {
    clearTimeout(pending.current.timer);
    pending.current.request?.abort();
  };
  useEffect(() => cancelPending, []);
  // Before the next key press lands, so that typing goes on in this box where it left off in the stand-in.
  useLayoutEffect(() => {
    if (isFocused) input.current?.focus({ cursor: 'end' });
  }, [isFocused]);

  const onSearch = (typed: string) => {
    setText(typed);
    cancelPending();
    const term = normaliseSearchTerm(typed);
    if (!term) {
      setResults([]);
      setAnswered(undefined);
      return;
    }
    pending.current.timer = setTimeout(() => {
      const request = new AbortController();
      pending.current.request = request;
      searchByNumber(term, request.signal)
        .then((found) => {
          if (request.signal.aborted) return;
          setResults(found);
          setAnswered(term);
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
    // The server finds only what the caller may open, so a pick always has its page.
    const route = searchHitRoute(picked, roles, resources);
    if (route) navigate(route);
  };

  useEffect(() => {
    if (initialText) onSearch(initialText);
    // Once, for the text typed before this box loaded; later typing goes through AutoComplete's onSearch.
  }, []);

  return (
    <AutoComplete
      value={text}
      options={results.slice(0, MAX_SUGGESTIONS).map((result) => ({ value: keyOf(result), label: <SuggestionLabel result={result} /> }))}
      onSearch={onSearch}
      onSelect={onSelect}
      notFoundContent={answered !== undefined && answered === normaliseSearchTerm(text) ? translate('Nothing found') : undefined}
      popupMatchSelectWidth={320}
      // The first suggestion is the active one (Enter opens it). Without it antd points the box's
      // aria-activedescendant at a non-existent option "…_list_-1" (axe: critical).
      defaultActiveFirstOption
      // Real options (role="option"): antd's virtual list renders its rows without a role, but with aria-selected.
      virtual={false}
      listHeight={LIST_HEIGHT}
      style={{ width }}
      // Suggestions for the text typed before this box loaded show without another key press.
      defaultOpen={initialText !== ''}
    >
      <Input ref={input} placeholder={translate('Search For Number...')} prefix={<SearchOutlined />} aria-label={translate('Global search')} allowClear />
    </AutoComplete>
  );
};
