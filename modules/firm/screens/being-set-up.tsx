import { Result } from 'antd';
import { translate } from '../../../src/i18n';

/** What everyone but an administrator sees on the start page until the first administrator finishes the setup. */
export const BeingSetUp = () => (
  <Result
    status="info"
    title={translate('The portal is being set up')}
    subTitle={translate("An administrator is entering the firm's details. Come back once they are done.")}
  />
);
