import { Outlet } from 'react-router';

/** The signed-in shell: placeholder until the studio's screens land. */
export default function Shell() {
  return <Outlet />;
}
