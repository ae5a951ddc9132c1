// /auth/access, outside the shell. A refusal (the guard sends `?denied=<path>`, or a user with no role): what they
// may open and a Sign out. Otherwise the start page of a user whose roles have no dashboard (start-page.tsx).
import { Button, Result, Space, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { runtimeConfig, withProductName } from '../config';
import { signOutUser } from '../providers/authProvider';
import { useSignedInUser } from '../providers/signed-in-user';
import type { Role } from '../../resources/vocabulary';
import type { RouteAccess } from './access-enforcer';
import { ACCESS_DENIED_PATH, homePathFor } from './home-path';
import { menuItems, type MenuItem } from './resource-routes';
import { useRouteAccess } from './use-route-access';
import { StartPage } from './start-page';

/** The query parameter with which the guard names the path it refused. */
export const DENIED_PARAM = 'denied';
import { translate } from '../i18n';

/** Menu items the roles may open; the home item only when it leads somewhere other than this page. */
export const openAreas = (access: RouteAccess, roles: readonly Role[], items: readonly MenuItem[] = menuItems()) =>
  items.filter(
    (item) =>
      access.canOpenRoute(roles, item.path) && (item.path !== '/' || homePathFor(roles) !== ACCESS_DENIED_PATH),
  );

const signOut = () => signOutUser().catch((error: unknown) => console.error('Sign-out failed', error));

/** Why the user is here: who they are signed in as and the roles they hold (or that they hold none). */
const WhyDenied = ({ name, roles }: { name: string; roles: readonly Role[] }) => (
  <section aria-label={translate('Your access')}>
    <Typography.Paragraph>
      {name ? `${translate('You are signed in as {{name}}.', { name })} ` : ''}
      {roles.length > 0 ? `${translate('Your roles:')} ` : translate('You have no role in the portal yet.')}
      {roles.map((role) => (
        <Tag key={role}>{role}</Tag>
      ))}
    </Typography.Paragraph>
  </section>
);

/** A user with no role can open nothing: whom to ask, from the runtime configuration (ADMIN_CONTACT). */
const AskAnAdministrator = ({ contacts }: { contacts: readonly string[] }) => (
  <section aria-label={translate('Ask for access')}>
    <Typography.Paragraph>
      {translate('Ask an administrator to give you a role')}
      {contacts.length > 0 ? ': ' : '.'}
      {contacts.map((contact, index) => (
        <span key={contact}>
          {index > 0 && ', '}
          {contact.includes('@') ? <a href={`mailto:${contact}`}>{contact}</a> : contact}
        </span>
      ))}
    </Typography.Paragraph>
  </section>
);

export const AccessDeniedPage = ({ adminContacts = runtimeConfig().adminContacts }: { adminContacts?: readonly string[] }) => {
  const { name, roles } = useSignedInUser();
  const access = useRouteAccess();
  const areas = access ? openAreas(access, roles) : [];
  const [params] = useSearchParams();
  const denied = params.get(DENIED_PARAM);
  if (access && roles.length > 0 && denied === null) return <StartPage name={name} access={access} roles={roles} areas={areas} />;
  return (
    <Result
      status="403"
      title={translate('Access denied')}
      subTitle={
        roles.length > 0
          ? translate('{{path}} is not open to your roles. The pages below are.', { path: denied ?? '' })
          : translate('You do not have access to this page.')
      }
      extra={
        <Space direction="vertical" size="middle" style={{ textAlign: 'left' }}>
          <WhyDenied name={name} roles={roles} />
          {areas.length > 0 && (
            <nav aria-label={translate('Areas you may open')}>
              <Typography.Text>{translate('You may open:')}</Typography.Text>
              <ul style={{ listStyle: 'none', padding: 0 }}>
                {areas.map((area) => (
                  <li key={area.path}>
                    <Link to={area.path}>{`${withProductName(translate(area.section))} · ${translate(area.label)}`}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {roles.length === 0 && <AskAnAdministrator contacts={adminContacts} />}
          <Button type="primary" onClick={signOut}>
            {translate('Sign out')}
          </Button>
        </Space>
      }
    />
  );
};
