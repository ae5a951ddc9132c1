import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useState, type ComponentType } from 'react';
import { translate } from '../../i18n';
import { loadOnce } from '../../screens/lazy';
import type { GlobalSearchBoxProps } from './global-search-box';

// The search box with its suggestions (antd's AutoComplete: rc-select, its virtual list) loads when the box
// is first pointed at or focused, not with the shell. Until then a plain box of the same look stands in and
// keeps what is typed; the real one takes its place, its text and its focus.

// A failed load is tried again on the next focus.
const loadSearchBox = loadOnce(async () => (await import('./global-search-box')).GlobalSearchBox);

/** SPEC §2 Global search: find a record by its number and open it. */
export const GlobalSearch = ({ width = 260 }: { width?: number | string }) => {
  const [SearchBox, setSearchBox] = useState<ComponentType<GlobalSearchBoxProps>>();
  const [typed, setTyped] = useState('');
  const [isFocused, setFocused] = useState(false);

  if (SearchBox) return <SearchBox width={width} initialText={typed} isFocused={isFocused} />;
  const load = () =>
    void loadSearchBox().then(
      (loaded) => setSearchBox(() => loaded),
      (error: unknown) => console.error('Loading the global search failed', error),
    );
  return (
    <Input
      placeholder={translate('Search For Number...')}
      prefix={<SearchOutlined />}
      aria-label={translate('Global search')}
      allowClear
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={() => setFocused(false)}
      onPointerEnter={load}
      style={{ width }}
    />
  );
};
