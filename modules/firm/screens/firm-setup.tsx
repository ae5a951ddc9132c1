import { Button, Card, Checkbox, Form, Result, Space, Spin, Steps } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FieldFormItem } from '../../../src/fields';
import { PageHeading } from '../../../src/screens/generic/page-heading';
import { initialValuesOf } from '../../../src/screens/generic/form-drawer';
import type { ResourceScreenProps } from '../../../src/screens/generic/screen-props';
import { useToast } from '../../../src/shell/feedback/use-toast';
import { translate } from '../../../src/i18n';
import { completeSetup, fetchFirm, saveFirm, type FirmRecord } from './firm-api';
import { markRefusedFields, markServerRefusals } from './field-errors';
import { SetupCalendarStep } from './setup-calendar-step';
import { SetupCataloguesStep } from './setup-catalogues-step';

// /admin/firm/setup: the first administrator's setup of a new firm (antd Steps): identity → language and time zone
// → calendar → contract types and absence causes → done. Each of the first two steps saves the firm record, so a
// refusal shows on its field at once (the shared checks before sending, the server's after); the calendar's days
// are saved as they are added; the last step finishes the setup (the firm becomes Ready).

const IDENTITY = ['name', 'vatNumber', 'taxCode', 'street', 'postalCode', 'city', 'province', 'country', 'email', 'website', 'pec', 'sdiCode', 'iban'];
const LANGUAGE = ['language', 'timeZone'];
const SAVED = [...IDENTITY, ...LANGUAGE];

export const FirmSetupScreen = ({ declaration }: ResourceScreenProps) => {
  const [form] = Form.useForm();
  const toast = useToast();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [stored, setStored] = useState<FirmRecord>();
  const [isLoading, setIsLoading] = useState(true);
  const [isBusy, setIsBusy] = useState(false);
  const [withUsualCatalogues, setWithUsualCatalogues] = useState(true);
  const [isDone, setIsDone] = useState(false);

  // A record the COMPANY_* settings began (or an earlier visit left) fills the form.
  useEffect(() => {
    fetchFirm()
      .then((record) => {
        setStored(record);
        form.setFieldsValue({ ...initialValuesOf(declaration), ...record });
        if (record?.status === 'Ready') setIsDone(true);
      })
      .catch(() => toast.error(translate('The firm could not be read')))
      .finally(() => setIsLoading(false));
  }, [declaration, form, toast]);

  const saveStep = async (names: string[]) => {
    const checked = await form.validateFields(names).catch(() => undefined);
    if (!checked || markRefusedFields(form, checked)) return false;
    setIsBusy(true);
    try {
      setStored(await saveFirm(form.getFieldsValue(SAVED), stored));
      return true;
    } catch (error) {
      if (!markServerRefusals(form, error)) toast.error(translate('The firm could not be saved'));
      return false;
    } finally {
      setIsBusy(false);
    }
  };

  const next = async () => {
    const names = step === 0 ? IDENTITY : step === 1 ? LANGUAGE : undefined;
    if (names && !(await saveStep(names))) return;
    setStep(step + 1);
  };

  const finish = async () => {
    if (!stored) return;
    setIsBusy(true);
    try {
      await completeSetup(stored.id, withUsualCatalogues);
      setIsDone(true);
    } catch {
      toast.error(translate('The setup could not be finished'));
    } finally {
      setIsBusy(false);
    }
  };

  if (isLoading) return <Spin />;
  if (isDone)
    return (
      <Result
        status="success"
        title={translate('The firm is set up')}
        subTitle={translate('Its details stay editable on the Firm page.')}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {translate('Open the portal')}
          </Button>
        }
      />
    );
  const fieldsOf = (names: string[]) => names.map((name) => <FieldFormItem key={name} name={name} field={declaration.fields[name]} context={{ scope: 'admin' }} />);
  const steps = [translate('Identity'), translate('Language and time zone'), translate('Calendar'), translate('Contract types and absence causes'), translate('Done')];
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <PageHeading>{translate('Set up the firm')}</PageHeading>
      <Steps current={step} items={steps.map((title) => ({ title }))} />
      <Card>
        <Form form={form} layout="vertical" style={{ maxWidth: 640 }}>
          {step === 0 && fieldsOf(IDENTITY)}
          {step === 1 && fieldsOf(LANGUAGE)}
        </Form>
        {step === 2 && <SetupCalendarStep />}
        {step === 3 && <SetupCataloguesStep />}
        {step === 3 && (
          <Checkbox checked={withUsualCatalogues} onChange={(event) => setWithUsualCatalogues(event.target.checked)}>
            {translate('Add the usual Italian contract types and absence causes')}
          </Checkbox>
        )}
        {step === 4 && <Result status="info" title={translate('Ready to finish')} subTitle={translate('Finish the setup to open the portal to everyone.')} />}
        <Space style={{ marginTop: 24 }}>
          {step > 0 && <Button onClick={() => setStep(step - 1)}>{translate('Back')}</Button>}
          {step < 4 ? (
            <Button type="primary" loading={isBusy} onClick={() => void next()}>
              {translate('Next')}
            </Button>
          ) : (
            <Button type="primary" loading={isBusy} onClick={() => void finish()}>
              {translate('Finish the setup')}
            </Button>
          )}
        </Space>
      </Card>
    </Space>
  );
};
