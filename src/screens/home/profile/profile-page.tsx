import { useGetIdentity } from '@refinedev/core';
import { Card, Col, Row, Segmented, Space, Typography } from 'antd';
import type { ShellIdentity } from '../../../shell/identity';
import { ProfilePicture } from '../../../shell/profile-picture/profile-picture';
import { useThemeMode } from '../../../shell/theme/theme-mode';
import type { PaletteName } from '../../../shell/theme/theme-tokens';
import { PasswordCard } from './password-card';
import { MailPreferencesCard } from './mail-preferences-card';
import { LanguageCard } from './language-card';
import { profileSections, type ProfileSpan } from './profile-contributions';
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

const sectionsIn = (span: ProfileSpan) => profileSections.filter((section) => section.span === span);

/** The person: their picture, and what the modules know of them (their employee record); without any, their name. */
const Person = () => {
  const { data: identity } = useGetIdentity<ShellIdentity>();
  const details = sectionsIn('person');
  return (
    <Card size="small">
      <Space align="start" size="large">
        <ProfilePicture />
        <div>
          {details.length === 0 ? (
            <Typography.Title level={4} style={{ margin: 0 }}>
              {identity?.name}
            </Typography.Title>
          ) : (
            details.map(({ key, Section }) => <Section key={key} />)
          )}
        </div>
      </Space>
    </Card>
  );
};

/**
 * /profile: the signed-in person and the modules' sections about them (their contract, month sheet, leave balances,
 * requests, payslips and courses: profile-contributions.ts), then their own settings.
 */
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
          {sectionsIn('beside').map(({ key, Section }) => (
            <Section key={key} />
          ))}
        </Space>
      </Col>
      {sectionsIn('full').map(({ key, Section }) => (
        <Col xs={24} key={key}>
          <Section />
        </Col>
      ))}
      {sectionsIn('third').map(({ key, Section }) => (
        <Col xs={24} lg={8} key={key}>
          <Section />
        </Col>
      ))}
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
