import { Result } from 'antd';
import { translate } from '../i18n';

export const NotFoundScreen = () => <Result status="404" title="404" subTitle={translate('Sorry, the page you visited does not exist.')} />;
