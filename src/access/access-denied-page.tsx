// /auth/access, outside the shell: the user lacks access; offers the areas they may open and a Sign out.
import { Button, Result, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { signOutUser } from '../providers/authProvider';
import { useSignedInUser } from '../providers/signed-in-user';
import type { Role } from '../../resources/vocabulary';
import type { RouteAccess } from './access-enforcer';
import { ACCESS_DENIED_PATH, homePathFor } from './home-path';
import { menuItems, type MenuItem } from './resource-routes';
import { useRouteAccess } from './use-route-access';

/** Menu items the roles may open; the home item only when it leads somewhere other than this page. */
export const openAreas = (access: RouteAccess, roles: readonly Role[], items: readonly MenuItem[] = menuItems()) =>
  items.filter(
    (item) =>
      access.canOpenRoute(roles, item.path) && (item.path !== '/' || homePathFor(roles) !== ACCESS_DENIED_PATH),
  );

const signOut = () => signOutUser().catch((error: unknown) => console.error('Sign-out failed', error));

export const AccessDeniedPage = () => {
  const { roles } = useSignedInUser();
  const access = useRouteAccess();
  const areas = access ? openAreas(access, roles) : [];
  return (
    <Result
      status="403"
      title="Access denied"
      subTitle="You do not have access to this page. Ask an administrator for a role if you need it."
      extra={
        <Space direction="vertical" size="middle">
          {areas.length > 0 && (
            <nav aria-label="Areas you may open">
              <Typography.Text>You may open:</Typography.Text>
              <ul style={{ listStyle: 'none', padding: 0 }}>
                {areas.map((area) => (
                  <li key={area.path}>
                    <Link to={area.path}>{`${area.section} · ${area.label}`}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <Button type="primary" onClick={signOut}>
            Sign out
          </Button>
        </Space>
      }
    />
  );
};
