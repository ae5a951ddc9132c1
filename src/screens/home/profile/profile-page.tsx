import { useGetIdentity } from '@refinedev/core';
import { Alert, Card, Col, Descriptions, Row, Segmented, Space, Typography } from 'antd';
import { formatDate } from '../../../fields';
import type { ShellIdentity } from '../../../shell/identity';
import { ProfilePicture } from '../../../shell/profile-picture/profile-picture';
import { useThemeMode } from '../../../shell/theme/theme-mode';
import type { PaletteName } from '../../../shell/theme/theme-tokens';
import { MyLeaveBalances } from '../../../../modules/hr/screens/leave-balances';
import { PasswordCard } from './password-card';
import { MailPreferencesCard } from './mail-preferences-card';
import { LanguageCard } from './language-card';
import { CurrentContract, MonthSheetStatus, MyCourses, MyPayslips, MyRequests } from './profile-sections';
import { useOwnRecords } from './use-own-records';
import { translate } from '../../../i18n';
import { PageHeading } from '../../generic/page-heading';

const PALETTE_OPTIONS: { label: string; value: PaletteName }[] = [
  { label: translate('Orange'), value: 'orange' },
  { label: translate('Emerald'), value: 'emerald' },
];

/** The theme's second reading (SPEC §1) is a personal setting. */
const Appearance = () => {
  const { palette, setPalette } = useThemeMode();
  return (
    <Card size="small" title={translate('Appearance')}>
      <Segmented options={PALETTE_OPTIONS} value={palette} onChange={(value) => setPalette(value as PaletteName)} aria-label={translate('Palette')} />
    </Card>
  );
};

const Person = () => {
  const { data: identity } = useGetIdentity<ShellIdentity>();
  const { rows, isLoading, isError } = useOwnRecords('person', { pageSize: 1 });
  const person = rows[0];
  return (
    <Card size="small" loading={isLoading}>
      <Space align="start" size="large">
        <ProfilePicture />
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {person ? String(person.fullName) : identity?.name}
          </Typography.Title>
          {person && (
            <Descriptions size="small" column={1} style={{ marginTop: 8 }}>
              <Descriptions.Item label={translate('Number')}>{String(person.number ?? '')}</Descriptions.Item>
              <Descriptions.Item label={translate('Job title')}>{String(person.jobTitle ?? '')}</Descriptions.Item>
              <Descriptions.Item label={translate('E-mail')}>{String(person.email ?? '')}</Descriptions.Item>
              <Descriptions.Item label={translate('Hired')}>{formatDate(person.hireDate)}</Descriptions.Item>
            </Descriptions>
          )}
          {!isLoading && (isError || !person) && (
            <Alert style={{ marginTop: 8 }} type="info" showIcon message={translate('Your user is not linked to an employee record.')} />
          )}
        </div>
      </Space>
    </Card>
  );
};

/** /profile: the signed-in person, their contract, month sheet, leave balances, requests, payslips and courses. */
export const ProfilePage = () => (
  <Space direction="vertical" size="large" style={{ width: '100%' }}>
    <PageHeading>{translate('My profile')}</PageHeading>
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Person />
      </Col>
      <Col xs={24} lg={12}>
        {/* display flex: an inline-flex Space sits on the text baseline, 8 px below the card beside it. */}
        <Space direction="vertical" style={{ width: '100%', display: 'flex' }}>
          <CurrentContract />
          <MonthSheetStatus />
        </Space>
      </Col>
      <Col xs={24}>
        <MyLeaveBalances />
      </Col>
      <Col xs={24} lg={8}>
        <MyRequests />
      </Col>
      <Col xs={24} lg={8}>
        <MyPayslips />
      </Col>
      <Col xs={24} lg={8}>
        <MyCourses />
      </Col>
      <Col xs={24} lg={8}>
        <Space direction="vertical" style={{ width: '100%', display: 'flex' }}>
          <Appearance />
          <LanguageCard />
          <MailPreferencesCard />
          <PasswordCard />
        </Space>
      </Col>
    </Row>
  </Space>
);
