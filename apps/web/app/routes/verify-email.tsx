import { EmailConfirmation } from '~/features/account/email/email-confirmation';
import { ApiError, callApi } from '~/lib/api.server';
import { pageMeta, translate } from '~/lib/meta';
import type { Route } from './+types/verify-email';

/** Confirms the e-mail once, when the link is opened; the code is used up by then. */
export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    await callApi(context, 'confirmEmail', { body: { confirmCode: params.confirmCode } });
    return { isConfirmed: true };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { isConfirmed: false };
    throw error;
  }
}

export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'account.emailConfirmation.metaTitle'));

export default function VerifyEmailRoute({ loaderData }: Route.ComponentProps) {
  return <EmailConfirmation isConfirmed={loaderData.isConfirmed} />;
}
