import { AppstoreFilled } from '@ant-design/icons';
import { Space, theme, Typography } from 'antd';
import { Link } from 'react-router';
import { translate } from '../../i18n';

export const PRODUCT_NAME = 'Staff Portal';

/** The logo: links to the home path (SPEC §2 top bar). */
export const ShellTitle = ({ isCollapsed = false }: { isCollapsed?: boolean }) => {
  const { token } = theme.useToken();
  return (
    <Link to="/" aria-label={translate('{{product}} home', { product: PRODUCT_NAME })} style={{ textDecoration: 'none' }}>
      <Space>
        <AppstoreFilled style={{ color: token.colorPrimary, fontSize: 22 }} />
        {!isCollapsed && (
          <Typography.Text strong style={{ fontSize: 16 }}>
            {PRODUCT_NAME}
          </Typography.Text>
        )}
      </Space>
    </Link>
  );
};
