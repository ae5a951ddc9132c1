import { Space } from 'antd';
import { useParams } from 'react-router';
import { ShowScreen } from '../../../src/screens/generic';
import type { ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { QuoteLinesEditor } from './quote-lines-editor';

/**
 * The quote editor (/admin/sales/quotes/:id): the generic record card for the header and its status moves,
 * then the lines editor with live totals in place of the generic lines list.
 */
export const QuoteEditor = (props: ResourceScreenProps) => {
  const { id } = useParams();
  const { declaration } = props;
  const header = { ...declaration, children: declaration.children?.filter((child) => child.resource !== 'quoteLines') };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <ShowScreen {...props} declaration={header} />
      {id !== undefined && <QuoteLinesEditor quoteDeclaration={declaration} quoteIdentifier={props.identifier} quoteId={id} />}
    </Space>
  );
};
