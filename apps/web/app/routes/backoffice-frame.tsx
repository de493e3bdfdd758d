import { Outlet } from 'react-router';
import { BackofficeFrame } from '../features/backoffice/backoffice-frame';

/** The signed-in console around every back-office page but sign-in. */
export default function BackofficeFrameRoute() {
  return (
    <BackofficeFrame>
      <Outlet />
    </BackofficeFrame>
  );
}
